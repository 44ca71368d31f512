import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Written by the web build (apps/web/scripts/page-preloads.ts): a page's path -> its HTML file. */
const PAGES_FILE = join('.vite', 'pages.json');
const pagesSchema = z.record(z.string().startsWith('/'), z.string().regex(/^[\w.-]+\.html$/));

type Page = { segments: string[]; params: number; file: string };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function readPages(root: string): Page[] {
  const file = join(root, PAGES_FILE);
  if (!existsSync(file)) return [];
  const pages = pagesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return Object.entries(pages)
    .map(([path, html]) => {
      const segments = segmentsOf(path);
      return { segments, params: segments.filter((s) => s.startsWith(':')).length, file: html };
    })
    .sort((a, b) => a.params - b.params); // '/x/new' before '/x/:id'
}

/** The pages a campaign e-mail links to (survey, unsubscribe): `/s/{token}` and `/u/{token}`. */
const EMAILED_PAGE = /^\/(s|u)\/[^/]+\/?$/;

/** A page of an e-mail's link: served to any GET that does not ask for JSON (error-handler.ts). */
export function isEmailedPage(url: string): boolean {
  return EMAILED_PAGE.test(url.split('?')[0] ?? '');
}

/** The page's HTML file for a request path: its own (preloading its code), else index.html. */
export function pageFile(pages: readonly Page[], url: string): string {
  const path = segmentsOf(url.split('?')[0] ?? '');
  const page = pages.find(
    ({ segments }) =>
      segments.length === path.length && segments.every((s, i) => s.startsWith(':') || s === path[i]),
  );
  return page?.file ?? 'index.html';
}

/**
 * Sends the SPA's HTML for the page asked for (never cached, precompressed like the assets: spa.ts).
 * Callers do not return the reply, so Fastify does not await it a second time.
 */
export function pageSender(root: string): (reply: FastifyReply) => void {
  const pages = readPages(root);
  return (reply) => {
    void reply.sendFile(pageFile(pages, reply.request.url));
  };
}
