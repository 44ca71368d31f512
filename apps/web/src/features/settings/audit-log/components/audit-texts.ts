import { ROLE_LABELS, type AuditEvent } from '@talent-desk/shared';
import type { TFunction } from 'i18next';

/** Who did it: 'Dana Reyes (ADMIN)', or the system for a job's own event (the retention purge). */
export function actorText(t: TFunction, event: AuditEvent): string {
  if (!event.actor) return t('auditLog.system');
  const name = event.actor.name || t('auditLog.unknownActor');
  return event.actor.role ? `${name} (${ROLE_LABELS[event.actor.role]})` : name;
}

/** What it was about: the target's kind and label ('Candidate · Mary Gottlieb'). */
export function targetText(t: TFunction, event: AuditEvent): string {
  const kind = t(`auditLog.targetTypes.${event.targetType}`);
  return event.targetLabel ? `${kind} · ${event.targetLabel}` : kind;
}
