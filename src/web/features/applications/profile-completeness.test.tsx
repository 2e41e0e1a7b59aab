import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ProfileCompleteness } from './profile-completeness';

describe("the dashboard's profile card", () => {
  it('says the profile is not listed yet, and what listing still needs', () => {
    renderWithProviders(
      <ProfileCompleteness
        data={{
          percent: 57,
          missing: ['yearsExperience', 'rate', 'avatar'],
          listingMissing: ['yearsExperience', 'rate'],
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not listed yet: your profile is listed once you add your years of experience and a rate.',
    );
    expect(screen.getByRole('link', { name: 'Complete my profile' })).toHaveAttribute(
      'href',
      '/facilitator/profile',
    );
  });

  it('says nothing about listing once the profile meets the rule, even without a photo', () => {
    renderWithProviders(
      <ProfileCompleteness data={{ percent: 86, missing: ['avatar'], listingMissing: [] }} />,
    );
    expect(screen.queryByText(/Not listed yet/)).not.toBeInTheDocument();
    expect(screen.getByText('Profile photo')).toBeInTheDocument();
  });
});
