import type { ComponentProps } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptySession } from '../../../shared/facilitation';
import { PostJobSchema } from '../../../shared/jobs';
import { ApiError } from '../../lib/api';
import { JobForm } from './job-form';
import { emptyJobForm } from './job-form-values';

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
      defaultValues={emptyJobForm()}
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
    // One field for the pay: the budget, with its note; no free-text salary beside it.
    expect(screen.queryByLabelText(/Salary/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Budget note/)).toBeInTheDocument();
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('company');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      title: 'Offsite facilitator',
      remote: 'no',
      experience: 'intermediate',
      employmentType: 'contract',
      budgetNote: null,
      applicationDeadline: null,
      positions: 1,
      focusAreas: ['design-thinking', 'agile'],
      status: 'draft',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('The deadline must be today or later')).toBeInTheDocument();
    expect(onSubmit.mock.calls[1]![0].status).toBe('published');
    expect(toastError).toHaveBeenCalledWith('Error', 'The deadline must be today or later');
  });
});

/** 'YYYY-MM-DD' `days` from today, in local time (the form's rule: today or later). */
function inDays(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Job title'), 'Offsite facilitator');
  await userEvent.type(screen.getByLabelText('Location'), 'Berlin');
  await userEvent.type(screen.getByLabelText('Job description'), 'x'.repeat(50));
  await userEvent.type(screen.getByLabelText('Requirements'), 'y'.repeat(20));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Agile & Scrum' }));
}

describe('the positions of JobForm', () => {
  it('sends how many facilitators the job hires, from 1 to 20', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderCreateForm(onSubmit);
    await fillRequired();
    const positions = screen.getByLabelText('Positions to fill');
    await userEvent.clear(positions);
    await userEvent.type(positions, '21');
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(
      await screen.findByText('Positions to fill must be a whole number from 1 to 20.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(positions);
    await userEvent.type(positions, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ positions: 3 });
  });
});

describe('the session and budget sections of JobForm', () => {
  it('sends no session details and no budget when none are given', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderCreateForm(onSubmit);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject(emptySession());
  });

  it('adds and removes session dates by named buttons, and sends the rest with their time zone', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderCreateForm(onSubmit);
    await fillRequired();
    const add = screen.getByRole('button', { name: 'Add a session date' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    fireEvent.change(screen.getByLabelText('Session date 1'), { target: { value: inDays(30) } });
    fireEvent.change(screen.getByLabelText('Session date 2'), { target: { value: inDays(20) } });
    fireEvent.change(screen.getByLabelText('Session date 3'), { target: { value: inDays(40) } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove session date 1' }));
    expect(screen.queryByLabelText('Session date 3')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Session date 1')).toHaveValue(inDays(20));
    expect(screen.getByLabelText('Session date 2')).toHaveValue(inDays(40));
    // An added date left empty is not a date.
    await userEvent.click(add);
    await userEvent.selectOptions(screen.getByLabelText('Time zone of the dates'), 'Europe/Berlin');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dates are flexible' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      sessionDates: [inDays(20), inDays(40)],
      sessionTimeZone: 'Europe/Berlin',
      sessionDatesFlexible: true,
    });
  });

  it('refuses a past session date with the schema message', async () => {
    const onSubmit = vi.fn();
    renderCreateForm(onSubmit);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Add a session date' }));
    fireEvent.change(screen.getByLabelText('Session date 1'), { target: { value: inDays(-3) } });
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Session dates must be today or later')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when the budget minimum is above its maximum, and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderCreateForm(onSubmit);
    await fillRequired();
    await userEvent.selectOptions(screen.getByLabelText('Budget type'), 'day-rate');
    await userEvent.type(screen.getByLabelText('Minimum'), '1200');
    await userEvent.type(screen.getByLabelText('Maximum'), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('The minimum must not be above the maximum')).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the budget type when only amounts are given', async () => {
    const onSubmit = vi.fn();
    renderCreateForm(onSubmit);
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Minimum'), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(screen.getByLabelText('Budget type')).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends every session detail and the budget in the posting shape', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderCreateForm(onSubmit);
    await fillRequired();
    // The form is long: in jsdom, the first query after each change of the DOM walks all of it again, which
    // costs seconds on a busy machine. The controls that are there from the start are found once, together.
    const control = {
      format: screen.getByLabelText(/^Session format/),
      delivery: screen.getByLabelText('Delivery'),
      groupSize: screen.getByLabelText(/^Group size/),
      duration: screen.getByLabelText(/^Duration\s*\(optional\)/),
      durationUnit: screen.getByLabelText('Duration unit'),
      designDays: screen.getByLabelText(/^Design days/),
      deliveryDays: screen.getByLabelText(/^Delivery days/),
      addLanguage: screen.getByLabelText('Add a language'),
      addMethod: screen.getByLabelText('Add a method'),
      graphicRecording: screen.getByLabelText('Graphic recording'),
      sessionPlan: screen.getByLabelText('Session plan'),
      lead: screen.getByLabelText('Lead facilitator'),
      coFacilitator: screen.getByLabelText('Co-facilitator'),
      coCount: screen.getByLabelText('How many: Co-facilitator'),
      producerCount: screen.getByLabelText('How many: Producer'),
      budgetType: screen.getByLabelText('Budget type'),
      currency: screen.getByLabelText('Currency'),
      minimum: screen.getByLabelText('Minimum'),
      maximum: screen.getByLabelText('Maximum'),
      post: screen.getByRole('button', { name: 'Post Job' }),
    };
    await userEvent.selectOptions(control.format, 'workshop');
    await userEvent.selectOptions(control.delivery, 'hybrid');
    await userEvent.selectOptions(control.groupSize, '26-50');
    await userEvent.type(control.duration, '2');
    await userEvent.selectOptions(control.durationUnit, 'days');
    await userEvent.type(control.designDays, '1.5');
    await userEvent.type(control.deliveryDays, '2');
    await userEvent.selectOptions(control.addLanguage, 'de');
    await userEvent.selectOptions(control.addLanguage, 'en');
    const languages = screen.getByRole('list', { name: 'Chosen: Session languages' });
    await userEvent.click(within(languages).getByRole('button', { name: 'Remove English' }));
    await userEvent.selectOptions(control.addMethod, 'lego-serious-play');
    await userEvent.click(control.graphicRecording);
    await userEvent.click(control.sessionPlan);
    await userEvent.click(control.lead);
    await userEvent.click(control.coFacilitator);
    await userEvent.clear(control.coCount);
    await userEvent.type(control.coCount, '2');
    expect(control.producerCount).toBeDisabled();
    await userEvent.selectOptions(control.budgetType, 'day-rate');
    await userEvent.selectOptions(control.currency, 'CHF');
    await userEvent.type(control.minimum, '900');
    await userEvent.type(control.maximum, '1200');
    await userEvent.click(control.post);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      remote: 'hybrid',
      sessionFormat: 'workshop',
      groupSize: '26-50',
      durationValue: 2,
      durationUnit: 'days',
      designDays: 1.5,
      deliveryDays: 2,
      sessionLanguages: ['de'],
      methods: ['lego-serious-play'],
      deliverables: ['graphic-recording', 'session-plan'],
      roles: [
        { role: 'lead', count: 1 },
        { role: 'co-facilitator', count: 2 },
      ],
      budget: { type: 'day-rate', min: 900, max: 1200, currency: 'CHF' },
    });
    // The chosen tags are listed with their own remove buttons.
    expect(within(languages).getByText('German')).toBeInTheDocument();
  });

  it('takes one amount as a single figure', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderCreateForm(onSubmit);
    await fillRequired();
    await userEvent.selectOptions(screen.getByLabelText('Budget type'), 'fixed-fee');
    await userEvent.type(screen.getByLabelText('Minimum'), '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].budget).toEqual({
      type: 'fixed-fee',
      min: 4000,
      max: 4000,
      currency: 'EUR',
    });
  });
});
