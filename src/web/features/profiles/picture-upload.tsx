import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_MAX_SIDE } from '../../../shared/profiles';
import { ProfileAvatar } from './profile-avatar';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toastError, toastSuccess } from '../../lib/toast';
import { useRemovePicture, useUploadPicture } from './api';
import { LocalizedMessage, useT } from '../../lib/i18n';
import { commonMessages } from '../../lib/common-messages';
import { pictureMessages } from './picture-messages';

/** The upload limit in megabytes, as the hint and the size error say it. */
const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

interface PictureUploadProps {
  /** "Company logo" or "Profile picture". */
  label: string;
  /** The name the initials fallback is made from. */
  name: string;
  url: string | null;
  square?: boolean;
}

/**
 * Picks a picture and uploads it straight away; the server checks the
 * content, so the only check here is the size (to save a pointless upload).
 */
export function PictureUpload({ label, name, url, square }: PictureUploadProps) {
  const id = useId();
  const t = useT(pictureMessages);
  const common = useT(commonMessages);
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || remove.isPending;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const fail = (message: string) => {
    setError(message);
    toastError(common('error'), message);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > AVATAR_MAX_BYTES) return fail(t('tooLarge', { max: MAX_MB }));
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      toastSuccess(t('uploaded'));
    } catch (err) {
      fail(err instanceof ApiError ? err.message : t('uploadFailed'));
    } finally {
      setPreview(null);
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      toastSuccess(t('removed'));
      inputRef.current?.focus();
    } catch (err) {
      fail(err instanceof ApiError ? err.message : t('removeFailed'));
    }
  };

  const shown = preview ?? url;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <div className="relative">
        <ProfileAvatar name={name} src={shown} size="xl" square={square} />
        {upload.isPending ? (
          <span
            className={cn(
              'absolute inset-0 flex items-center justify-center bg-white/60',
              square ? 'rounded-xl' : 'rounded-full',
            )}
            aria-hidden
          >
            <span className="h-6 w-6 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent" />
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <ImageUp aria-hidden className="h-4 w-4 text-slate-600" />
          {label}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={AVATAR_ACCEPT}
          onChange={(event) => void onFile(event)}
          disabled={busy}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="block w-full max-w-sm text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 file:shadow-sm hover:file:bg-slate-50 disabled:opacity-60"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('hint', { max: MAX_MB, side: AVATAR_MAX_SIDE })}
        </p>
        <p aria-live="polite" className="sr-only">
          {upload.isPending ? t('uploading') : ''}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            <LocalizedMessage message={error} />
          </p>
        ) : null}
        {url ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void onRemove()}
            disabled={busy}
            className="-ml-3 text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden className="h-4 w-4" /> {t('remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
