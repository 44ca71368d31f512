import type { GloExportItem } from '@talent-desk/shared';

/** What we send about one candidate and vacancy when exporting to GLO-R (the external recruiting system). */
export type GloRExportInput = {
  candidate: {
    /** Our numeric key: only the built-in connector uses it (its ids derive from it); never sent out. */
    key: number;
    externalId: string;
    gloCandidateId: string | null;
    firstName: string;
    middleName: string | null;
    lastName: string;
    fullName: string;
    email: string;
    phone: string | null;
    linkedinUrl: string | null;
    country: string;
    state: string | null;
    city: string;
  };
  vacancy: { externalId: string; gloVacancyId: string | null; title: string };
  /** The candidate-vacancy assignment's numeric key (built-in connector only). */
  assignment: { key: number };
};

/**
 * GLO-R's answer. The ids are null when GLO-R refused the export: then nothing is recorded and the
 * items (status 400 = error, 200 = success, other = warning; CAND-STATUS-34) say why.
 */
export type GloRExportResult = {
  gloCandidateId: string | null;
  gloAssignmentId: string | null;
  items: GloExportItem[];
};

/**
 * A vacancy as GLO-R describes it (what the import fills the form with). Business group and skills come
 * as names: the import matches them against our reference lists.
 */
export type GloRVacancy = {
  gloVacancyId: string;
  title: string;
  type: 'EXTERNAL' | 'INTERNAL' | null;
  status: string | null;
  businessGroupName: string | null;
  projectName: string | null;
  hiringManager: string | null;
  workingLocation: string | null;
  openings: number | null;
  description: string | null;
  skills: string[];
};

/**
 * A project as the import keeps it (SET-03 projects/{gloId}/import): GLO-R also knows its client, business
 * group, start date and status, but the projects list holds a name and the GLO-R id only, so the
 * connector keeps only those.
 */
export type GloRProject = { gloProjectId: string; name: string };

/** The seam to GLO-R: an HTTP client when GLO_R_URL is set, else the built-in one. */
export type GloRConnector = {
  /** Recorded in glo_exports.connector. */
  name: string;
  exportCandidate(input: GloRExportInput): Promise<GloRExportResult>;
  /** The vacancy GLO-R holds under this id; null when it has none. */
  fetchVacancy(gloVacancyId: string): Promise<GloRVacancy | null>;
  /** The project GLO-R holds under this id; null when it has none. */
  fetchProject(gloProjectId: string): Promise<GloRProject | null>;
};
