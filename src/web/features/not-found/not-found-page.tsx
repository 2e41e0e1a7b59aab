import { useNavigate } from 'react-router';
import { ArrowLeft, Home } from 'lucide-react';
import { NotFoundView } from '../../components/not-found-view';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { useT } from '../../lib/i18n';
import { notFoundMessages } from './messages';

export function Component() {
  const navigate = useNavigate();
  const t = useT(notFoundMessages);
  return (
    <NotFoundView
      eyebrow="404"
      icon={null}
      title={t('title')}
      text={t('text')}
      actions={
        <>
          <ButtonLink to="/" icon={Home}>
            {t('home')}
          </ButtonLink>
          <Button variant="secondary" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden className="h-4 w-4" /> {t('back')}
          </Button>
        </>
      }
    />
  );
}
