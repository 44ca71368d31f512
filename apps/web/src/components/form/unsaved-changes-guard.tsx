import { useContext, useEffect } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';

export type UnsavedChangesGuardProps<T extends FieldValues, TOut> = {
  /** The form's control: its changes not yet saved ask before leaving. */
  control: Control<T, unknown, TOut>;
  /** Changes kept outside the form (a chosen resume, a host page's own fields). */
  alsoDirty?: boolean;
  /** Saved outside the form's own submit (the page navigates once the save succeeds): let go. */
  saving?: boolean;
};

/**
 * Asks before a form with unsaved changes is left: a link or menu item of the app (Stay / Leave) and
 * closing or reloading the tab (the browser's own question). A form being saved is let go: the page
 * navigates away once the save succeeds.
 */
export function UnsavedChangesGuard<T extends FieldValues, TOut = T>({
  control,
  alsoDirty = false,
  saving = false,
}: UnsavedChangesGuardProps<T, TOut>) {
  const { isDirty, isSubmitting } = useFormState({ control });
  const unsaved = (isDirty || alsoDirty) && !isSubmitting && !saving;
  useBeforeUnload(unsaved);
  // useBlocker needs the app's data router; a form rendered on its own (a unit test) has none.
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  return inDataRouter ? <LeaveDialog unsaved={unsaved} /> : null;
}

/** The browser asks before the tab closes or reloads while `unsaved`. */
function useBeforeUnload(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}

/** Holds an in-app navigation to another page while `unsaved`, and asks. */
function LeaveDialog({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation();
  // Only another page asks: a tab or step of the same page (its hash or query) keeps the form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsavedChanges.title')}
      confirmLabel={t('unsavedChanges.leave')}
      cancelLabel={t('unsavedChanges.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('unsavedChanges.text')}
    </ConfirmDialog>
  );
}
