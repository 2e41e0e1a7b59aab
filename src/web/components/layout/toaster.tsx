import { Toaster as Sonner } from 'sonner';
import { useT } from '../../lib/i18n';
import { toasterMessages } from './toaster-messages';

// Its colours are set in styles.css (darker than sonner's own, for contrast). At the foot of the screen,
// where they cover none of the header's navigation (sonner spans a phone's width there).
export default function Toaster() {
  const t = useT(toasterMessages);
  return (
    <Sonner
      richColors
      closeButton
      position="bottom-right"
      duration={5000}
      visibleToasts={3}
      containerAriaLabel={t('region')}
      toastOptions={{ closeButtonAriaLabel: t('close') }}
    />
  );
}
