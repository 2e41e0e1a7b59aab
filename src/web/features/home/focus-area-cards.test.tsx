import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_AREA_IDS } from '../../../shared/focus-areas';
import { stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { FocusAreaCards } from './focus-area-cards';

afterEach(() => vi.unstubAllGlobals());

function answerCounts(count: (id: string, index: number) => number) {
  const counts = Object.fromEntries(FOCUS_AREA_IDS.map((id, index) => [id, count(id, index)]));
  stubFetch(() => Response.json({ counts }));
}

describe('FocusAreaCards', () => {
  it('asks the first organisations and facilitators in while the board is empty', async () => {
    answerCounts(() => 0);
    renderWithProviders(<FocusAreaCards />);
    expect(await screen.findByRole('heading', { name: 'No open jobs yet' })).toBeInTheDocument();
    expect(screen.getAllByText('No jobs yet')).toHaveLength(4);
    expect(screen.queryByText('0 jobs')).toBeNull();
    expect(screen.getByRole('link', { name: 'Post Job Inquiry' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Request Facilitator Access' })).toHaveAttribute('href', '/auth');
  });

  it('shows the open jobs per area, and no empty note, once there are jobs', async () => {
    answerCounts((_id, index) => index + 1);
    renderWithProviders(<FocusAreaCards />);
    expect((await screen.findAllByText(/^\d+ jobs?$/)).length).toBe(4);
    expect(screen.queryByRole('heading', { name: 'No open jobs yet' })).toBeNull();
    expect(screen.queryByText('No jobs yet')).toBeNull();
  });
});
