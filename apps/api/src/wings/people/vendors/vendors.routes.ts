import type { FastifyInstance } from 'fastify';
import { auditContextOf } from '../../../lib/audit.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedResponseSchema,
  vendorDetailResponseSchema,
  vendorDetailSchema,
  vendorListQuerySchema,
  vendorRowSchema,
  vendorVacancyQuerySchema,
  vendorVacancyRowSchema,
} from '@talent-desk/shared';
import * as service from './vendor.service.js';
import { VENDOR_DOCS, vendorBodyDoc, vendorErrors } from './vendors.docs.js';

const idParams = z.object({ id: z.uuid() });
const { notFound, nameTaken } = vendorErrors;

/** The vendor calls of the API map (docs/architecture.md §3a); staff only (VENDOR has no vendors section). */
export async function vendorsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vendors'];

  routes.get(
    '/api/vendors',
    {
      config: { permission: 'vendors:read' },
      schema: {
        ...VENDOR_DOCS.list,
        tags,
        querystring: vendorListQuerySchema,
        response: { 200: pagedResponseSchema(vendorRowSchema) },
      },
    },
    async (request) => service.listVendors(db, request.query),
  );

  routes.post(
    '/api/vendors',
    {
      config: { permission: 'vendors:write' },
      schema: {
        ...VENDOR_DOCS.create,
        tags,
        body: vendorBodyDoc,
        response: { 201: vendorDetailSchema, ...nameTaken },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createVendor(db, auditContextOf(request), request.body)),
  );

  routes.get(
    '/api/vendors/:id',
    {
      config: { permission: 'vendors:read' },
      schema: {
        ...VENDOR_DOCS.read,
        tags,
        params: idParams,
        response: { 200: vendorDetailSchema, ...notFound },
      },
    },
    async (request) => service.readVendor(db, request.params.id),
  );

  routes.put(
    '/api/vendors/:id',
    {
      config: { permission: 'vendors:write' },
      schema: {
        ...VENDOR_DOCS.update,
        tags,
        params: idParams,
        body: vendorBodyDoc,
        response: { 200: vendorDetailSchema, ...notFound, ...nameTaken },
      },
    },
    async (request) => service.updateVendor(db, auditContextOf(request), request.params.id, request.body),
  );

  routes.get(
    '/api/vendors/:id/detail',
    {
      config: { permission: 'vendors:read' },
      schema: {
        ...VENDOR_DOCS.detail,
        tags,
        params: idParams,
        response: { 200: vendorDetailResponseSchema, ...notFound },
      },
    },
    async (request) => service.readVendorDetail(db, request.params.id),
  );

  routes.get(
    '/api/vendors/:id/vacancies',
    {
      config: { permission: 'vendors:read' },
      schema: {
        ...VENDOR_DOCS.vacancies,
        tags,
        params: idParams,
        querystring: vendorVacancyQuerySchema,
        response: { 200: pagedResponseSchema(vendorVacancyRowSchema), ...notFound },
      },
    },
    async (request) => service.listVendorVacancies(db, request.params.id, request.query),
  );

  // VEND-14: PUT with an empty body; both answer the vendor as it now is.
  for (const [action, status] of [
    ['activate', 'ACTIVE'],
    ['deactivate', 'INACTIVE'],
  ] as const) {
    routes.put(
      `/api/vendors/:id/${action}`,
      {
        config: { permission: 'vendors:activate' },
        schema: {
          ...VENDOR_DOCS[action],
          tags,
          params: idParams,
          response: { 200: vendorDetailSchema, ...notFound },
        },
      },
      async (request) => service.setVendorStatus(db, auditContextOf(request), request.params.id, status),
    );
  }
}
