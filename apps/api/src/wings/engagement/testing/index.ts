/** What other wings' tests use of the engagement wing's test helpers (docs/architecture.md §6). */
export {
  TEST_BODY,
  addSurvey,
  insertCampaign,
  insertCampaignSql,
  seedRecipientsSql,
} from './campaign-fixtures.js';
