import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { IdsAutocomplete } from './ids-autocomplete';

const hindi = { value: 'Hindi', label: 'Hindi', externalId: '0b6f1f4e-7c1a-4a53-9d0e-2f3c4b5a6d7e' };
const tamil = { value: 'Tamil', label: 'Tamil', externalId: '1c7e2a5f-8d2b-4b64-8e1f-3a4d5c6b7e8f' };

function renderField(known: (typeof hindi)[]) {
  return renderWithProviders(
    <IdsAutocomplete
      id="languages"
      name="languageExternalIds"
      kind="languages"
      label="Languages"
      value={[hindi.externalId, tamil.externalId]}
      onChange={vi.fn()}
      known={known}
    />,
  );
}

describe('IdsAutocomplete', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the ids the form does not know with one labels request', async () => {
    const fetchMock = stubApi({
      'GET /api/options/languages': () =>
        json(200, {
          content: [tamil],
          totalElements: 1,
          totalPages: 1,
          numberOfElements: 1,
          pageable: { pageNumber: 1, offset: 0 },
        }),
    });
    renderField([hindi]);
    expect(screen.getByText('Hindi')).toBeTruthy();
    expect(await screen.findByText('Tamil')).toBeTruthy();
    const calls = callsTo(fetchMock, 'GET', '/api/options/languages');
    expect(calls).toHaveLength(1);
    expect(new URL(String(calls[0]?.[0]), 'http://localhost').searchParams.get('externalIds')).toBe(
      tamil.externalId,
    );
  });
});
