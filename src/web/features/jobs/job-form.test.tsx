import type { ComponentProps } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PostJobSchema } from '../../../shared/jobs';
import { ApiError } from '../../lib/api';
import { EMPTY_JOB_FORM, JobForm } from './job-form';

vi.mock('../../lib/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

// Radix measures its checkboxes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const renderCreateForm = (onSubmit: ComponentProps<typeof JobForm>['onSubmit']) =>
  render(
    <JobForm
      mode="create"
      schema={PostJobSchema}
      companyName="Acme Events"
      defaultValues={EMPTY_JOB_FORM}
      onSubmit={onSubmit}
    />,
  );

describe('JobForm', () => {
  it("shows every field's message on an empty submit and sends nothing", async () => {
    const onSubmit = vi.fn();
    renderCreateForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    for (const message of [
      'Job title must be at least 5 characters',
      'Location must be at least 2 characters',
      'Job description must be at least 50 characters',
      'Requirements must be at least 20 characters',
      'Select at least one focus area',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Job title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits valid values with defaults, as draft or published, and shows server field errors', async () => {
    const { toastError } = await import('../../lib/toast');
    const onSubmit = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION_ERROR', 'The deadline must be today or later', {
          applicationDeadline: ['The deadline must be today or later'],
        }),
      );
    renderCreateForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Job title'), 'Offsite facilitator');
    await userEvent.type(screen.getByLabelText('Location'), 'Berlin');
    await userEvent.type(screen.getByLabelText('Job description'), 'x'.repeat(50));
    await userEvent.type(screen.getByLabelText('Requirements'), 'y'.repeat(20));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agile & Scrum' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Design Thinking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The company is the profile's: shown, read-only, never sent.
    expect(screen.getByLabelText('Company')).toHaveValue('Acme Events');
    expect(screen.getByLabelText('Company')).toHaveAttribute('readonly');
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('company');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      title: 'Offsite facilitator',
      remote: 'no',
      experience: 'intermediate',
      employmentType: 'contract',
      salary: null,
      applicationDeadline: null,
      focusAreas: ['design-thinking', 'agile'],
      status: 'draft',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('The deadline must be today or later')).toBeInTheDocument();
    expect(onSubmit.mock.calls[1]![0].status).toBe('published');
    expect(toastError).toHaveBeenCalledWith('Error', 'The deadline must be today or later');
  });
});
