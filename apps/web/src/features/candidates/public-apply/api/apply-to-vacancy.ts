import { useMutation } from '@tanstack/react-query';
import type { PublicApplication } from '@talent-desk/shared';
import { z } from 'zod';
import { upload } from '@/lib/http';

const answerSchema = z.object({ message: z.string() });

export type ApplyRequest = {
  application: PublicApplication;
  resume: File;
  onProgress: (fraction: number) => void;
};

/** POST /api/public/vacancies/{id}/applications: the `application` JSON part and the `resume` file. */
export function applyToVacancy(externalId: string, { application, resume, onProgress }: ApplyRequest) {
  const body = new FormData();
  // A text field (a Blob would be sent as a file part).
  body.append('application', JSON.stringify(application));
  body.append('resume', resume);
  return upload(`/api/public/vacancies/${encodeURIComponent(externalId)}/applications`, body, {
    schema: answerSchema,
    onProgress,
  });
}

export const useApplyToVacancy = (externalId: string) =>
  useMutation({ mutationFn: (request: ApplyRequest) => applyToVacancy(externalId, request) });
