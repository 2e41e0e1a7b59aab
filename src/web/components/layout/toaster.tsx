import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

// Darker text than sonner's rich colours, so toasts meet WCAG AA contrast.
const COLORS = {
  '--success-bg': '#ecfdf5',
  '--success-border': '#a7f3d0',
  '--success-text': '#065f46',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
} as CSSProperties;

export default function Toaster() {
  return (
    <Sonner richColors closeButton position="top-right" duration={5000} visibleToasts={3} style={COLORS} />
  );
}
