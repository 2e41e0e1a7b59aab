import { CompanyProfileForm, companyFormDefaults } from './company-profile-form';
import { PictureUpload } from './picture-upload';
import { OwnProfilePage } from './profile-page-layout';

export function Component() {
  return (
    <OwnProfilePage
      title="Company Profile"
      lead="Facilitators see this on your company page and next to your jobs."
      directory="Find Companies"
      select={(data) => (data.userType === 'company' ? data.company : undefined)}
      publicLink={(company) => ({ to: `/companies/${company.id}`, label: 'View public page' })}
      picture={(company) => (
        <PictureUpload label="Company logo" name={company.name} url={company.logoUrl} square />
      )}
      form={(company, onSaved) => (
        <CompanyProfileForm defaultValues={companyFormDefaults(company)} onSaved={onSaved} />
      )}
    />
  );
}
