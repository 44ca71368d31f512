import {
  APPLICATION_FILTER_MESSAGES,
  AUDIENCE_MESSAGES,
  CAMPAIGN_MESSAGES,
  CANDIDATE_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '@talent-desk/shared';
import type { MessageTables } from './index';

export { en } from './en';

/** The message tables that come with the rest of the texts (the core's are in ./index.ts). */
export const restMessageTables: Partial<MessageTables> = {
  candidateMessages: CANDIDATE_MESSAGES,
  audienceMessages: AUDIENCE_MESSAGES,
  applicationFilterMessages: APPLICATION_FILTER_MESSAGES,
  campaignMessages: CAMPAIGN_MESSAGES,
  twoFactorMessages: TWO_FACTOR_MESSAGES,
};
