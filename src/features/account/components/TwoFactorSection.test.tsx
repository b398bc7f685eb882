import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enrollTotp, listTotpFactors, sessionHasSecondFactor, unenrollTotp, verifyTotp } from '@/lib/mfa.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';

vi.mock('@/lib/mfa.ts', () => ({
  listTotpFactors: vi.fn(),
  enrollTotp: vi.fn(),
  verifyTotp: vi.fn(),
  unenrollTotp: vi.fn(),
  sessionHasSecondFactor: vi.fn(),
}));

describe('TwoFactorSection', () => {
  it('turns two-factor on: QR code and key, then the first code', async () => {
    vi.mocked(listTotpFactors)
      .mockResolvedValueOnce([])
      .mockResolvedValue([{ id: 'f1', friendlyName: 'A', verified: true }]);
    vi.mocked(enrollTotp).mockResolvedValue({ factorId: 'f1', qrCode: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DPEHPK3PXP' });
    vi.mocked(verifyTotp).mockResolvedValue();
    render(<TwoFactorSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;utf-8,<svg/>',
    );
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByTestId('two-factor-on')).toBeInTheDocument();
    expect(verifyTotp).toHaveBeenCalledWith('f1', '123456');
  });

  it('turns it off after a code, stepping the session up first', async () => {
    vi.mocked(listTotpFactors)
      .mockResolvedValueOnce([{ id: 'f1', friendlyName: 'A', verified: true }])
      .mockResolvedValue([]);
    vi.mocked(sessionHasSecondFactor).mockResolvedValue(false);
    vi.mocked(verifyTotp).mockResolvedValue();
    vi.mocked(unenrollTotp).mockResolvedValue();
    render(<TwoFactorSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await userEvent.type(screen.getByLabelText('Authenticator code'), '654321');
    await userEvent.click(dialog.querySelector('button[type="submit"]')!);
    expect(await screen.findByRole('button', { name: 'Turn on two-factor authentication' })).toBeInTheDocument();
    expect(verifyTotp).toHaveBeenCalledWith('f1', '654321');
    expect(unenrollTotp).toHaveBeenCalledWith('f1');
  });
});
