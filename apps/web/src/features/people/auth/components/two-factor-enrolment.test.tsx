import { TWO_FACTOR_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { groupKey, TwoFactorEnrolment } from './two-factor-enrolment';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/Talent%20Desk:ana@example.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
};
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answer: () => Response = () => json(200, { recoveryCodes: CODES })) {
  const fetchMock = stubApi({ 'POST /api/auth/two-factor/enable': answer });
  const onFinished = vi.fn();
  renderWithProviders(<TwoFactorEnrolment setup={SETUP} email="ana@example.test" onFinished={onFinished} />);
  return { fetchMock, onFinished };
}

const enterCode = (value: string) => {
  fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
};

describe('setting up two-factor sign-in', () => {
  it('shows the QR code as an image and the key in groups of four', () => {
    setup();
    const image = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(SETUP.qrSvg)}`);
    expect(screen.getByLabelText('Set-up key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeDefined();
  });

  it('groups a key whose length is not a multiple of four without a trailing space', () => {
    expect(groupKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('a wrong code shows the message on the field and keeps the QR step', async () => {
    setup(() =>
      json(401, { status: 401, code: 'SECOND_FACTOR_WRONG', message: TWO_FACTOR_MESSAGES.codeWrong }),
    );
    enterCode('111111');
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeDefined();
    const field = screen.getByLabelText('Authentication code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('enables with the code, then lists the ten recovery codes; Continue waits for the checkbox', async () => {
    const { fetchMock, onFinished } = setup();
    enterCode('123456');
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeDefined();
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', '/api/auth/two-factor/enable')[0]?.[1]?.body)),
    ).toEqual({ code: '123456' });
    const list = screen.getByRole('list', { name: 'Save your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText('code0-abcde')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Download as text' })).toBeDefined();

    const next = screen.getByRole('button', { name: 'Continue' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    expect((next as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(next);
    expect(onFinished).toHaveBeenCalledOnce();
  });

  it('Copy all puts the codes on the clipboard, one a line', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    setup();
    enterCode('123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy all' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODES.join('\n')));
  });
});
