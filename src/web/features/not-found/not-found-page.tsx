import { useNavigate } from 'react-router';
import { ArrowLeft, Home } from 'lucide-react';
import { NOT_FOUND_TITLES } from '../../../shared/page-meta';
import { NotFoundView } from '../../components/not-found-view';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';

export function Component() {
  const navigate = useNavigate();
  return (
    <NotFoundView
      eyebrow="404"
      icon={null}
      title={NOT_FOUND_TITLES.page}
      text="The page you are looking for might have been removed or is temporarily unavailable."
      actions={
        <>
          <ButtonLink to="/" icon={Home}>
            Return to Home
          </ButtonLink>
          <Button variant="secondary" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden className="h-4 w-4" /> Go Back
          </Button>
        </>
      }
    />
  );
}
