import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CandidateFormInput, Role } from '@talent-desk/shared';
import { vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CandidateForm, type CandidateSave } from '../core/components/form/candidate-form';

export type RenderFormOptions = {
  mode?: 'create' | 'edit';
  role?: Role;
  values: CandidateFormInput;
  onSave?: CandidateSave;
  blockedReason?: string | null;
};

export function renderForm({
  mode = 'create',
  role = 'TAG',
  values,
  onSave,
  blockedReason,
}: RenderFormOptions) {
  const save = vi.fn<CandidateSave>(onSave ?? (async () => {}));
  const view = renderWithProviders(
    <CandidateForm
      mode={mode}
      actorRole={role}
      defaultValues={values}
      onSave={save}
      onCancel={() => {}}
      blockedReason={blockedReason}
    />,
  );
  return { save, ...view };
}

/** The message shown under a field: its helper text, found through the input's description. */
export function messageUnder(id: string): string {
  return document.getElementById(`${id}-helper-text`)?.textContent ?? '';
}

export function resumeInput(): HTMLInputElement {
  return screen.getByLabelText(/Choose (resume file|another file)/, { selector: 'input' });
}

export function chooseResume(name = 'cv.pdf', size = 2048) {
  const file = new File([new Uint8Array(size)], name, { type: 'application/pdf' });
  fireEvent.change(resumeInput(), { target: { files: [file] } });
  return file;
}

export function resumeMessage(): string {
  const describedBy = resumeInput().getAttribute('aria-describedby') ?? '';
  return document.getElementById(describedBy)?.textContent ?? '';
}

export const submit = (name: RegExp = /Create candidate|Save changes/) =>
  fireEvent.click(screen.getByRole('button', { name }));

/** Picks an option of an MUI Autocomplete by typing and clicking it. */
export async function pickAutocomplete(label: RegExp, text: string, option = text) {
  const input = screen.getByRole('combobox', { name: label });
  // An Autocomplete puts back its value's text when the input is not focused.
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The option labels of an MUI select, opened with the mouse. */
export function selectOptions(label: RegExp): string[] {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = screen.getByRole('listbox');
  const labels = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(listbox, { key: 'Escape' });
  return labels;
}
