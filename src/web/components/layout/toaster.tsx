import { Toaster as Sonner } from 'sonner';

export default function Toaster() {
  return <Sonner richColors closeButton position="top-right" duration={5000} visibleToasts={3} />;
}
