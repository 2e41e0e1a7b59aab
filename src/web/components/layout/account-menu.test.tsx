import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyOrganisations } from '../../../shared/organisations';
import type { ActingOrganisation } from '../../lib/auth';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { toastError, toastSuccess } from '../../test/toast-mock';
import AccountMenu from './account-menu';
import { ACCOUNT_MENUS } from './nav-items';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const ACME: ActingOrganisation = {
  id: '0b6c7e1a-2f3d-4c5b-8a9e-1d2c3b4a5f60',
  name: 'Acme Events',
  role: 'owner',
};
const NORTH: ActingOrganisation = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'North Retreats',
  role: 'recruiter',
};

let acting: ActingOrganisation | null;
let mine: MyOrganisations;
let answerPut: () => Response;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  acting = ACME;
  mine = { activeId: ACME.id, organisations: [ACME, NORTH] };
  answerPut = () => {
    acting = NORTH;
    return new Response(null, { status: 204 });
  };
  calls = stubFetch((call) => {
    if (call.url === '/api/me') return Response.json(meResponse('company', { organisation: acting }));
    if (call.url === '/api/me/organisations') return Response.json(mine);
    if (call.method === 'PUT' && call.url === '/api/me/organisation') return answerPut();
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${call.url}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

/** The menu on a company page, and on the dashboard a switch leads to (the header shows it on every page). */
function renderMenu(userType: 'company' | 'facilitator' = 'company') {
  const menu = (
    <AccountMenu
      title={ACCOUNT_MENUS[userType].title}
      items={ACCOUNT_MENUS[userType].items}
      isAdmin={false}
      onLogout={() => undefined}
    />
  );
  return renderWithProviders(menu, {
    url: '/company/jobs',
    path: '/company/jobs',
    auth: true,
    routes: [
      {
        path: '/company/dashboard',
        element: (
          <>
            <p>company dashboard</p>
            {menu}
          </>
        ),
      },
    ],
  });
}

const openMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /Account/ }));
  return screen.findByRole('menu');
};

describe('the company account menu', () => {
  it('names the organisation the member acts for, and links to its page', async () => {
    mine = { activeId: ACME.id, organisations: [ACME] };
    renderMenu();
    const menu = await openMenu();
    expect(menu).toHaveTextContent('Acting for');
    expect(menu).toHaveTextContent('Acme Events');
    expect(menu).toHaveTextContent('Owner');
    expect(screen.getByRole('menuitem', { name: 'Organisation' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/me/organisations')).toBe(true));
    expect(screen.queryByRole('menuitemradio')).not.toBeInTheDocument();
  });

  it('switches a member of several organisations to another, and starts again from its dashboard', async () => {
    const { router } = renderMenu();
    await openMenu();
    const acme = await screen.findByRole('menuitemradio', { name: /Acme Events/ });
    expect(acme).toHaveAttribute('aria-checked', 'true');
    const north = screen.getByRole('menuitemradio', { name: /North Retreats\s*Recruiter/ });
    expect(north).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(north);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('You now act for North Retreats'));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: '/api/me/organisation',
      body: { organisationId: NORTH.id },
    });
    expect(router.state.location.pathname).toBe('/company/dashboard');
    expect(await screen.findByText('company dashboard')).toBeInTheDocument();

    // The session was read again: the menu now names the other organisation.
    const menu = await openMenu();
    expect(menu).toHaveTextContent('North Retreats');
    expect(await screen.findByRole('menuitemradio', { name: /North Retreats/ })).toBeInTheDocument();
  });

  it('stays put and says why when the switch is refused', async () => {
    answerPut = () => errorResponse(403, 'FORBIDDEN', 'You are not a member of that organisation.');
    const { router } = renderMenu();
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /North Retreats/ }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Could not switch organisation',
        'You are not a member of that organisation.',
      ),
    );
    expect(router.state.location.pathname).toBe('/company/jobs');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('leaves the organisation out of a facilitator’s menu', async () => {
    vi.unstubAllGlobals();
    calls = stubFetch(() => Response.json(meResponse('facilitator')));
    renderMenu('facilitator');
    const menu = await openMenu();
    expect(menu).not.toHaveTextContent('Acting for');
    expect(screen.queryByRole('menuitem', { name: 'Organisation' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/me/organisations')).toBe(false);
  });
});
