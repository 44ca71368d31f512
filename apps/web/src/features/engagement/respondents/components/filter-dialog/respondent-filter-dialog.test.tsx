import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { CAMPAIGN_ID, QUESTIONS } from '../../../testing/respondent-fixtures';
import { filterToken } from '../respondent-filters';
import { RespondentFilterDialog, type RespondentFilterChoice } from './respondent-filter-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const [yesNo, years, start, model, team, languages] = QUESTIONS;
const optionId = (q: typeof model, value: string) =>
  q?.options.find((o) => o.value === value)?.externalId ?? '';

function renderDialog(value: RespondentFilterChoice = { names: [], tokens: [] }) {
  stubApi({
    [`GET /api/campaigns/${CAMPAIGN_ID}/respondents/names`]: () =>
      json(200, {
        content: [
          { value: 'Ben Ochs', label: 'Ben Ochs' },
          { value: 'Maria Keller', label: 'Maria Keller' },
        ],
        totalElements: 2,
        totalPages: 1,
        numberOfElements: 2,
        pageable: { pageNumber: 1, offset: 0 },
      }),
  });
  const onApply = vi.fn<(value: RespondentFilterChoice) => void>();
  renderWithProviders(
    <RespondentFilterDialog
      open
      campaignExternalId={CAMPAIGN_ID}
      questions={QUESTIONS}
      value={value}
      onApply={onApply}
      onClose={() => {}}
    />,
  );
  return onApply;
}

const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

describe('the respondents filter modal', { timeout: 20_000 }, () => {
  it("[RESP-13] [RESP-25] a respondent-name field offering the respondents' names, then one control per question", async () => {
    const onApply = renderDialog();
    const names = screen.getByRole('combobox', { name: 'Respondent name' });
    fireEvent.mouseDown(names);
    fireEvent.click(await screen.findByRole('option', { name: 'Maria Keller' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ben Ochs' }));
    for (const q of QUESTIONS) expect(screen.getAllByText(q.question).length).toBeGreaterThan(0);
    apply();
    expect(onApply).toHaveBeenCalledWith({ names: ['Maria Keller', 'Ben Ochs'], tokens: [] });
  });

  it('[RESP-14] [RESP-16] SINGLE_CHOICE and SELECT are one pick, BOOLEAN is Yes or No', async () => {
    const onApply = renderDialog();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Work model' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Hybrid' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Team size' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Large' }));
    const group = screen.getByRole('group', { name: yesNo?.question });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any', 'Yes', 'No']);
    fireEvent.click(within(group).getByRole('button', { name: 'No' }));
    apply();
    expect(onApply).toHaveBeenCalledWith({
      names: [],
      tokens: [
        filterToken(yesNo?.externalId ?? '', 'false'),
        filterToken(model?.externalId ?? '', optionId(model, 'Hybrid')),
        filterToken(team?.externalId ?? '', optionId(team, 'Large')),
      ],
    });
  });

  it('[RESP-15] MULTIPLE_CHOICE takes several options', async () => {
    const onApply = renderDialog();
    const box = screen.getByRole('combobox', { name: 'Languages you use' });
    fireEvent.mouseDown(box);
    fireEvent.click(await screen.findByRole('option', { name: 'Kotlin' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Java' }));
    apply();
    expect(onApply).toHaveBeenCalledWith({
      names: [],
      tokens: [
        filterToken(languages?.externalId ?? '', optionId(languages, 'Kotlin')),
        filterToken(languages?.externalId ?? '', optionId(languages, 'Java')),
      ],
    });
  });

  it('[RESP-17] NUMBER keeps digits only', () => {
    const onApply = renderDialog();
    const field = screen.getByRole('textbox', { name: 'Years with Java' });
    fireEvent.change(field, { target: { value: '1a-2.5' } });
    expect((field as HTMLInputElement).value).toBe('125');
    apply();
    expect(onApply).toHaveBeenCalledWith({
      names: [],
      tokens: [filterToken(years?.externalId ?? '', '125')],
    });
  });

  it('[RESP-18] DATE is shown DD-MM-YYYY; the filters of the URL fill the controls; Clear all empties them', async () => {
    const onApply = renderDialog({
      names: ['Maria'],
      tokens: [filterToken(start?.externalId ?? '', '2026-07-01'), filterToken(years?.externalId ?? '', '4')],
    });
    const date = screen.getByRole('group', { name: start?.question });
    await waitFor(() => expect(date.textContent).toContain('01-07-2026'));
    expect((screen.getByRole('textbox', { name: 'Years with Java' }) as HTMLInputElement).value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    apply();
    expect(onApply).toHaveBeenCalledWith({ names: [], tokens: [] });
  });
});
