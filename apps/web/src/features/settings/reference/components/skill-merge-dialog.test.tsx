import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_USAGE_CAP } from '@talent-desk/shared';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { SkillMergeDialog, type MergeSource } from './skill-merge-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 5_000 };
const REACT = '11111111-1111-4111-8111-111111111111';
const REACT_JS = '22222222-2222-4222-8222-222222222222';
const VUE = '33333333-3333-4333-8333-333333333333';
const MERGE = `/api/settings/skills/${REACT}/merge`;
const source: MergeSource = { externalId: REACT, name: 'ReactJS', candidateCount: 3, vacancyCount: 1 };

const options = [
  { value: 'ReactJS', label: 'ReactJS', externalId: REACT },
  { value: 'React.js', label: 'React.js', externalId: REACT_JS },
  { value: 'Vue', label: 'Vue', externalId: VUE },
];

function stub(merge: () => Response) {
  return stubApi({
    'GET /api/options/skills': () =>
      json(200, {
        content: options,
        totalElements: 3,
        totalPages: 1,
        numberOfElements: 3,
        pageable: { pageNumber: 1, offset: 0 },
      }),
    [`POST ${MERGE}`]: merge,
  });
}

async function chooseTarget(name: string) {
  const input = screen.getByRole('combobox', { name: /Skill to keep/ });
  await act(async () => {
    input.focus();
    fireEvent.mouseDown(input);
  });
  fireEvent.click(await screen.findByRole('option', { name }, SLOW));
}

describe('SkillMergeDialog', { timeout: 30_000 }, () => {
  it('[SET-03] offers the other skills, says how many candidates and vacancies move, and merges into the chosen one', async () => {
    const fetchMock = stub(() =>
      json(200, {
        target: { externalId: REACT_JS, name: 'React.js', candidateCount: 4, vacancyCount: 1, usage: 5 },
        movedCandidates: 3,
        movedVacancies: 1,
      }),
    );
    const onClose = vi.fn();
    const onMerged = vi.fn();
    renderWithProviders(<SkillMergeDialog source={source} onClose={onClose} onMerged={onMerged} />);

    expect(screen.getByRole('dialog', { name: 'Merge ReactJS into another skill' })).toBeTruthy();
    const merge = screen.getByRole('button', { name: 'Merge' });
    expect(merge.hasAttribute('disabled')).toBe(true);

    await chooseTarget('React.js');
    // The skill itself is never offered.
    expect(screen.queryByRole('option', { name: 'ReactJS' })).toBeNull();
    expect(
      screen.getByText(
        '3 candidates and 1 vacancy move from ReactJS to React.js; those that already have React.js keep it once. Saved audience filters follow. ReactJS is then deleted: this cannot be undone.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    const [call] = callsTo(fetchMock, 'POST', MERGE);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ targetExternalId: REACT_JS });
    expect(onMerged).toHaveBeenCalledWith(expect.objectContaining({ movedCandidates: 3 }));
    expect(await screen.findByText('ReactJS merged into React.js', {}, SLOW)).toBeTruthy();
  });

  it('a count the list capped says so: 1000+ candidates, not 1000', async () => {
    stub(() => json(500, {}));
    const common: MergeSource = { ...source, candidateCount: SETTINGS_USAGE_CAP, vacancyCount: 2 };
    renderWithProviders(<SkillMergeDialog source={common} onClose={vi.fn()} />);
    await chooseTarget('Vue');
    expect(
      screen.getByText(
        new RegExp(`^${SETTINGS_USAGE_CAP}\\+ candidates and 2 vacancies move from ReactJS to Vue;`),
      ),
    ).toBeTruthy();
  });

  it('[SET-03] a refused merge (the skill to keep is gone) shows the server message and stays open', async () => {
    const message = 'The skill to merge into does not exist (any more)';
    stub(() =>
      json(400, {
        status: 400,
        code: 'VALIDATION',
        message,
        fields: [{ path: 'targetExternalId', message }],
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<SkillMergeDialog source={source} onClose={onClose} />);
    await chooseTarget('Vue');
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(message);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
