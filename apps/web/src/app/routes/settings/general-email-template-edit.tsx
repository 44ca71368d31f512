import GeneralEmailTemplatePage from './general-email-template-page';

export default function GeneralEmailTemplateEditRoute() {
  return <GeneralEmailTemplatePage mode="edit" />;
}
