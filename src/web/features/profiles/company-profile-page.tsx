import { layoutMessages } from '../../components/layout/messages';
import { useT } from '../../lib/i18n';
import { CompanyProfileForm, companyFormDefaults } from './company-profile-form';
import { PictureUpload } from './picture-upload';
import { OwnProfilePage } from './profile-page-layout';
import { profileFormMessages } from './profile-form-messages';

export function Component() {
  const t = useT(profileFormMessages);
  const tLayout = useT(layoutMessages);
  return (
    <OwnProfilePage
      title={t('companyPage.title')}
      lead={t('companyPage.lead')}
      directory={tLayout('nav.companies')}
      select={(data) => (data.userType === 'company' ? data.company : undefined)}
      publicLink={(company) => ({ to: `/companies/${company.id}`, label: t('companyPage.viewPublic') })}
      picture={(company) => (
        <PictureUpload label={t('companyPage.logo')} name={company.name} url={company.logoUrl} square />
      )}
      form={(company, onSaved) => (
        <CompanyProfileForm defaultValues={companyFormDefaults(company)} onSaved={onSaved} />
      )}
    />
  );
}
