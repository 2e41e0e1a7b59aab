import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVIDENCE_SIZE_MESSAGE, type OwnCredential } from '../../../shared/facilitation';
import { localizeMessage } from '../../../shared/i18n/keyed-messages';
import { errorResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { CredentialsEditor } from './credentials-editor';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const credential = (overrides: Partial<OwnCredential> = {}): OwnCredential => ({
  id: 'cred-1',
  kind: 'iaf-cpf',
  detail: null,
  year: 2019,
  expiresOn: '2030-06-30',
  verification: { at: '2026-11-20T10:00:00.000Z', byName: 'Dana Admin' },
  rejection: null,
  evidenceRequestedAt: null,
  evidenceUrl: 'https://www.iaf-world.org/cpf/amara',
  evidenceFileUrl: null,
  evidenceFileName: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

let items: OwnCredential[];
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  items = [credential()];
  calls = stubFetch(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/profile/credentials') return Response.json({ items });
    if (method === 'POST' && url === '/api/profile/credentials') {
      const created = credential({ ...(body as Partial<OwnCredential>), id: 'cred-2', verification: null });
      items = [...items, created];
      return Response.json(created, { status: 201 });
    }
    if (method === 'POST' && url === '/api/profile/credentials/cred-2/evidence') {
      items = items.map((item) =>
        item.id === 'cred-2'
          ? {
              ...item,
              evidenceFileUrl: '/api/credentials/cred-2/evidence',
              evidenceFileName: 'certificate.pdf',
            }
          : item,
      );
      return Response.json(items[1]);
    }
    if (method === 'DELETE' && url === '/api/profile/credentials/cred-1') {
      items = items.filter((item) => item.id !== 'cred-1');
      return new Response(null, { status: 204 });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${url}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderEditor = () => renderWithProviders(<CredentialsEditor />);

describe('the credentials editor', () => {
  it('lists each credential with its evidence and whether an admin verified it', async () => {
    items = [
      credential(),
      credential({
        id: 'cred-3',
        kind: 'icf',
        detail: 'PCC',
        year: 2023,
        expiresOn: null,
        verification: null,
        evidenceUrl: null,
      }),
    ];
    renderEditor();
    expect(await screen.findByText('IAF Certified Professional Facilitator (CPF)')).toBeInTheDocument();
    expect(screen.getByText('2019 · valid until 30 June 2030')).toBeInTheDocument();
    expect(screen.getByText('Verified by Dana Admin on 20 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evidence link' })).toHaveAttribute(
      'href',
      'https://www.iaf-world.org/cpf/amara',
    );
    expect(screen.getByText('International Coaching Federation (ICF) credential — PCC')).toBeInTheDocument();
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    expect(screen.getByText('No evidence given')).toBeInTheDocument();
  });

  it("shows the reason of a rejection, and an admin's request for evidence", async () => {
    items = [
      credential({
        verification: null,
        rejection: { at: '2026-11-21T10:00:00.000Z', reason: 'The number is not in the register.' },
      }),
      credential({ id: 'cred-2', verification: null, evidenceRequestedAt: '2026-11-22T10:00:00.000Z' }),
    ];
    renderEditor();
    expect(
      await screen.findByText(
        'Not verified: The number is not in the register. Edit it or add evidence to have it checked again.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('An admin asked for evidence on 22 November 2026: add a link or a file.'),
    ).toBeInTheDocument();
  });

  it('adds a credential: asks for the detail its issuer needs, checks the link, then uploads the file', async () => {
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Add credential' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a credential' });
    expect(within(dialog).queryByLabelText(/Training body/)).not.toBeInTheDocument();

    await userEvent.selectOptions(
      within(dialog).getByLabelText('Issuer'),
      'LEGO® SERIOUS PLAY® method training',
    );
    const year = within(dialog).getByLabelText('Year earned');
    await userEvent.clear(year);
    await userEvent.type(year, '2022');
    await userEvent.type(within(dialog).getByLabelText(/Evidence link/), 'not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save credential' }));
    expect(await within(dialog).findByText('Please fill this in for this credential')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Training body'), 'Rasmussen Consulting');
    const link = within(dialog).getByLabelText(/Evidence link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://example.org/lsp/42');
    await userEvent.upload(
      within(dialog).getByLabelText(/Evidence file/),
      new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save credential' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([
      [
        '/api/profile/credentials',
        {
          kind: 'lego-serious-play',
          detail: 'Rasmussen Consulting',
          year: 2022,
          expiresOn: null,
          evidenceUrl: 'https://example.org/lsp/42',
        },
      ],
      ['/api/profile/credentials/cred-2/evidence', undefined],
    ]);
    expect(toastSuccess).toHaveBeenCalledWith('Credential added');
    expect(await screen.findByRole('link', { name: 'certificate.pdf' })).toHaveAttribute(
      'href',
      '/api/credentials/cred-2/evidence',
    );
  });

  it('refuses an evidence file over the size limit before uploading', async () => {
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Add credential' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a credential' });
    const big = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await userEvent.upload(within(dialog).getByLabelText(/Evidence file/), big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(localizeMessage('en', EVIDENCE_SIZE_MESSAGE));
  });

  it('edits a verified credential with a warning, and deletes one after confirmation', async () => {
    renderEditor();
    const title = 'IAF Certified Professional Facilitator (CPF)';
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${title}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit credential' });
    expect(edit).toHaveTextContent('sends it back to be verified again');
    expect(within(edit).getByLabelText('Year earned')).toHaveValue(2019);
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: `Delete ${title}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this credential?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep credential' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${title}` }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this credential?' })).getByRole('button', {
        name: 'Delete credential',
      }),
    );
    expect(await screen.findByText('No credentials yet.')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('Credential deleted', title);
  });
});
