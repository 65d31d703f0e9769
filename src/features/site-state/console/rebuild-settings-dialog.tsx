/**
 * Rebuild settings: the hook "Rebuild the site" calls, kept in this browser only (why:
 * rebuild-settings.ts). A host's build hook is an address alone; the prerender's own needs its
 * token. The address is checked before it is kept, and the reason given when it is refused.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/console/form-dialog';
import { TextInput } from '@/components/console/text-input';
import type { MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import {
  hookUrlProblem,
  readRebuildSettings,
  writeRebuildSettings,
  type RebuildHookKind,
  type RebuildSettings,
} from '../rebuild-settings';

const EMPTY: RebuildSettings = { kind: 'host', url: '', token: '', afterChanges: false };

interface Problems {
  url?: MessageId | null;
  token?: MessageId | null;
  form?: MessageId | null;
}

export function RebuildSettingsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const saved = readRebuildSettings();
  const [form, setForm] = useState<RebuildSettings>(saved ?? EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const own = form.kind === 'prerender';
  const set = (changes: Partial<RebuildSettings>) =>
    setForm((current) => ({ ...current, ...changes }));

  const keep = (settings: RebuildSettings | null) => {
    if (writeRebuildSettings(settings)) onClose();
    else setProblems({ form: 'console.site.settings.notKept' });
  };
  const submit = () => {
    const found: Problems = {
      url: hookUrlProblem(form.url),
      token: own && !form.token.trim() ? 'console.site.settings.tokenMissing' : null,
    };
    setProblems(found);
    if (found.url || found.token) return;
    keep({ ...form, url: form.url.trim(), token: own ? form.token.trim() : '' });
  };
  const said = (id: MessageId | null | undefined) => (id ? t(id) : null);

  return (
    <FormDialog
      open
      title={t('console.site.settings.title')}
      error={said(problems.form)}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('console.site.settings.intro')}
      </Typography>
      <FormControl>
        <FormLabel
          id="hook-kind"
          // The fields' labels' look (text-input.tsx), focused or not.
          sx={{
            fontWeight: 500,
            color: 'text.primary',
            '&.Mui-focused': { color: 'text.primary' },
          }}
        >
          {t('console.site.settings.kind')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="hook-kind"
          value={form.kind}
          onChange={(_event, kind) => set({ kind: kind as RebuildHookKind })}
        >
          <FormControlLabel
            value="host"
            control={<Radio size="small" />}
            label={t('console.site.settings.kindHost')}
          />
          <FormControlLabel
            value="prerender"
            control={<Radio size="small" />}
            label={t('console.site.settings.kindPrerender')}
          />
        </RadioGroup>
      </FormControl>
      <TextInput
        label={t('console.site.settings.url')}
        value={form.url}
        onChange={(url) => set({ url })}
        error={said(problems.url)}
        hint={t(
          own ? 'console.site.settings.urlHintPrerender' : 'console.site.settings.urlHintHost',
        )}
        type="url"
        autoComplete="off"
      />
      {own && (
        <TextInput
          label={t('console.site.settings.token')}
          value={form.token}
          onChange={(token) => set({ token })}
          error={said(problems.token)}
          hint={t('console.site.settings.tokenHint')}
          type="password"
          autoComplete="off"
        />
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={form.afterChanges}
            onChange={(event) => set({ afterChanges: event.target.checked })}
          />
        }
        label={t('console.site.settings.afterChanges')}
      />
      {saved && (
        <Button color="error" sx={{ alignSelf: 'flex-start' }} onClick={() => keep(null)}>
          {t('console.site.settings.remove')}
        </Button>
      )}
    </FormDialog>
  );
}
