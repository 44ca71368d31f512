import { expect, type Page } from '@playwright/test';

/**
 * Waits until Chromium's PDF viewer has loaded the framed document: until then the frame is the
 * viewer's dark background, so a screenshot taken as soon as the iframe is visible shows no PDF.
 * The viewer is Chromium's own extension page; it lists a thumbnail per page once the PDF is open.
 */
export async function waitForPdfViewer(page: Page): Promise<void> {
  const viewer = () => page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
  await expect.poll(() => Boolean(viewer())).toBe(true);
  const frame = viewer();
  if (!frame) throw new Error('Chromium opened no PDF viewer');
  await expect(frame.locator('viewer-thumbnail').first()).toBeAttached();
}
