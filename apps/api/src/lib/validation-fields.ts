import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '@talent-desk/shared';
import { AppError } from '../errors.js';

export type FieldError = { path: string; message: string; code?: string };

/** Turns validation issues into `{path, message}` items; a missing body or unknown keys are named too. */
export function validationFields(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): FieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = (issue.params as { keys?: unknown }).keys;
    if (Array.isArray(keys) && keys.length > 0) {
      const names = keys.map(String).join(', ');
      return { path: path || names, message: `Unknown field${keys.length > 1 ? 's' : ''}: ${names}` };
    }
    if (!path && issue.keyword === 'invalid_type') {
      return { path: context || 'body', message: `The ${context || 'body'} must be a JSON object` };
    }
    const missing = issue.keyword === 'invalid_type' && (issue.message ?? '').endsWith('received undefined');
    return {
      path: path || context || 'body',
      message: missing ? MESSAGES.mandatoryField : (issue.message ?? 'Invalid value'),
    };
  });
}

/** One sentence naming every invalid field, e.g. "Invalid email: This field is required". */
export function validationMessage(fields: readonly FieldError[]): string {
  return `Invalid ${fields.map((f) => `${f.path}: ${f.message}`).join('; ')}`;
}

/** A 400 naming the invalid fields, in the error handler's VALIDATION shape. */
export function validationError(fields: FieldError[]): AppError {
  return new AppError(400, 'VALIDATION', validationMessage(fields), fields);
}

export function fieldError(path: string, message: string): AppError {
  return validationError([{ path, message }]);
}

/** A shared schema's issues as `{path, message}` items: unknown keys named each, the root as `root`. */
export function zodIssueFields(issues: readonly z.core.$ZodIssue[], root: string): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: path ? `${path}.${key}` : key,
        message: `Unknown field: ${key}`,
      }));
    }
    return [{ path: path || root, message: issue.message }];
  });
}
