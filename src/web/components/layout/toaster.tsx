import { Toaster as Sonner } from 'sonner';

// Its colours are set in styles.css (darker than sonner's own, for contrast).
export default function Toaster() {
  return <Sonner richColors closeButton position="top-right" duration={5000} visibleToasts={3} />;
}
