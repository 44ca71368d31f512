import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  mentionableQuerySchema,
  mentionableResponseSchema,
  noteInputSchema,
  noteListQuerySchema,
  noteListResponseSchema,
  noteSchema,
  type NoteTargetKind,
} from '@talent-desk/shared';
import { actorAuditOf } from '../../../lib/audit.js';
import { requireActor } from '../../../lib/actor.js';
import { listTargetNotes, mentionableUsers } from './note-read.service.js';
import { createNote, editNote, removeNote } from './note-write.service.js';
import { NOTES_DESCRIPTION, MENTIONABLE_DESCRIPTION } from './notes.docs.js';

const targetParams = z.object({ id: z.uuid() });
const noteParams = z.object({ id: z.uuid(), noteId: z.uuid() });
const notFound = { 404: apiErrorSchema };
const notYours = { 403: apiErrorSchema, 404: apiErrorSchema };

/** Notes on candidates and on vacancies: the same routes under both (issue 24, docs/decisions.md). */
export async function notesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const mail = () => ({ mailer: app.mailer, publicOrigin: app.appConfig.publicOrigin });

  for (const [kind, base] of [
    ['candidate', '/api/candidates/:id/notes'],
    ['vacancy', '/api/vacancies/:id/notes'],
  ] as const satisfies readonly (readonly [NoteTargetKind, string])[]) {
    const tags = [kind === 'candidate' ? 'candidates' : 'vacancies'];
    const ref = (id: string) => ({ kind, externalId: id });

    routes.get(
      base,
      {
        config: { permission: 'notes:read' },
        schema: {
          tags,
          summary: `The ${kind}'s notes the user may read, newest first`,
          description: NOTES_DESCRIPTION,
          params: targetParams,
          querystring: noteListQuerySchema,
          response: { 200: noteListResponseSchema, ...notFound },
        },
      },
      async (request) =>
        listTargetNotes(db, requireActor(request.actor), kind, request.params.id, request.query),
    );

    routes.post(
      base,
      {
        config: { permission: 'notes:write' },
        schema: {
          tags,
          summary: `Write a note on the ${kind}`,
          description: NOTES_DESCRIPTION,
          params: targetParams,
          body: noteInputSchema,
          response: { 201: noteSchema, ...notFound },
        },
      },
      async (request, reply) => {
        const note = await createNote(
          db,
          mail(),
          actorAuditOf(request),
          ref(request.params.id),
          request.body,
        );
        return reply.status(201).send(note);
      },
    );

    routes.put(
      `${base}/:noteId`,
      {
        config: { permission: 'notes:write' },
        schema: {
          tags,
          summary: 'Edit a note (its author only)',
          params: noteParams,
          body: noteInputSchema,
          response: { 200: noteSchema, ...notYours },
        },
      },
      async (request) =>
        editNote(
          db,
          mail(),
          actorAuditOf(request),
          ref(request.params.id),
          request.params.noteId,
          request.body,
        ),
    );

    routes.delete(
      `${base}/:noteId`,
      {
        config: { permission: 'notes:write' },
        schema: {
          tags,
          summary: 'Delete a note (its author, or an ADMIN)',
          params: noteParams,
          response: { 204: z.null().describe('Deleted'), ...notYours },
        },
      },
      async (request, reply) => {
        await removeNote(db, actorAuditOf(request), ref(request.params.id), request.params.noteId);
        return reply.status(204).send(null);
      },
    );
  }

  routes.get(
    '/api/notes/mentionable',
    {
      config: { permission: 'notes:write' },
      schema: {
        tags: ['candidates'],
        summary: "Users one may mention in a note (the composer's suggestions)",
        description: MENTIONABLE_DESCRIPTION,
        querystring: mentionableQuerySchema,
        response: { 200: mentionableResponseSchema, ...notFound },
      },
    },
    async (request) => mentionableUsers(db, requireActor(request.actor), request.query),
  );
}
