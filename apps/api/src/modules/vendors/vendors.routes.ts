import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  pagedResponseSchema,
  vendorBodySchema,
  vendorDetailResponseSchema,
  vendorDetailSchema,
  vendorListQuerySchema,
  vendorRowSchema,
  vendorVacancyQuerySchema,
  vendorVacancyRowSchema,
} from '@talent-desk/shared';
import * as service from './vendor.service.js';

const idParams = z.object({ id: z.uuid() });
const conflict = { 409: apiErrorSchema };

/** The vendor calls of the API map (ARCHITECTURE §3a); staff only (VENDOR has no vendors section). */
export async function vendorsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vendors'];

  routes.get(
    '/api/vendors',
    {
      config: { permission: 'vendors:read' },
      schema: {
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
      schema: { tags, body: vendorBodySchema, response: { 201: vendorDetailSchema, ...conflict } },
    },
    async (request, reply) => reply.status(201).send(await service.createVendor(db, request.body)),
  );

  routes.get(
    '/api/vendors/:id',
    {
      config: { permission: 'vendors:read' },
      schema: { tags, params: idParams, response: { 200: vendorDetailSchema } },
    },
    async (request) => service.readVendor(db, request.params.id),
  );

  routes.put(
    '/api/vendors/:id',
    {
      config: { permission: 'vendors:write' },
      schema: {
        tags,
        params: idParams,
        body: vendorBodySchema,
        response: { 200: vendorDetailSchema, ...conflict },
      },
    },
    async (request) => service.updateVendor(db, request.params.id, request.body),
  );

  routes.get(
    '/api/vendors/:id/detail',
    {
      config: { permission: 'vendors:read' },
      schema: { tags, params: idParams, response: { 200: vendorDetailResponseSchema } },
    },
    async (request) => service.readVendorDetail(db, request.params.id),
  );

  routes.get(
    '/api/vendors/:id/vacancies',
    {
      config: { permission: 'vendors:read' },
      schema: {
        tags,
        params: idParams,
        querystring: vendorVacancyQuerySchema,
        response: { 200: pagedResponseSchema(vendorVacancyRowSchema) },
      },
    },
    async (request) => service.listVendorVacancies(db, request.params.id, request.query),
  );

  for (const [action, status] of [
    ['activate', 'ACTIVE'],
    ['deactivate', 'INACTIVE'],
  ] as const) {
    routes.put(
      `/api/vendors/:id/${action}`,
      {
        config: { permission: 'vendors:activate' },
        schema: { tags, params: idParams, response: { 200: vendorDetailSchema } },
      },
      async (request) => service.setVendorStatus(db, request.params.id, status),
    );
  }
}
