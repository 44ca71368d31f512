import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  careersApplicationPageSchema,
  careersApplicationSchema,
  type CareersApplication,
  type CareersApplicationField,
  type CareersApplicationPage,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

/** Applications shown per page on a candidate or a vacancy. */
export const APPLICATIONS_PAGE_SIZE = 5;

// Under the candidates' and vacancies' keys: any change to a candidate or a pipeline refreshes them too.
const candidateKey = (id: string, page: number) => ['candidates', 'careers-applications', id, page] as const;
const vacancyKey = (id: string, page: number) => ['vacancies', 'careers-applications', id, page] as const;

const listOf = (path: string, page: number, signal?: AbortSignal): Promise<CareersApplicationPage> =>
  http.get(path, {
    query: { page, size: APPLICATIONS_PAGE_SIZE },
    schema: careersApplicationPageSchema,
    signal,
  });

/** GET /api/candidates/{id}/careers-applications (staff only: a VENDOR's page passes `enabled: false`). */
export function useCandidateApplications(candidateId: string, page: number, { enabled = true } = {}) {
  return useQuery({
    enabled,
    queryKey: candidateKey(candidateId, page),
    queryFn: ({ signal }) =>
      listOf(`/api/candidates/${encodeURIComponent(candidateId)}/careers-applications`, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/vacancies/{id}/careers-applications (staff only). */
export function useVacancyApplications(vacancyId: string, page: number) {
  return useQuery({
    queryKey: vacancyKey(vacancyId, page),
    queryFn: ({ signal }) =>
      listOf(`/api/vacancies/${encodeURIComponent(vacancyId)}/careers-applications`, page, signal),
    placeholderData: keepPreviousData,
  });
}

export const applicationResumeUrl = (applicationId: string) =>
  `/api/careers-applications/${encodeURIComponent(applicationId)}/resume`;

export type ApplicationAction =
  { kind: 'field'; field: CareersApplicationField } | { kind: 'resume' } | { kind: 'attach' };

function act(applicationId: string, action: ApplicationAction): Promise<CareersApplication> {
  const base = `/api/careers-applications/${encodeURIComponent(applicationId)}`;
  const options = { schema: careersApplicationSchema };
  if (action.kind === 'field') return http.post(`${base}/take-over`, { field: action.field }, options);
  return http.post(
    action.kind === 'resume' ? `${base}/take-over-resume` : `${base}/attach`,
    undefined,
    options,
  );
}

/**
 * Take a value or the resume over, or attach to the vacancy. The candidate's page and every pipeline
 * read again afterwards (the profile, resume, status and counts may have changed).
 */
export function useApplicationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, action }: { applicationId: string; action: ApplicationAction }) =>
      act(applicationId, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['candidates'] }),
        queryClient.invalidateQueries({ queryKey: ['vacancies'] }),
      ]),
  });
}
