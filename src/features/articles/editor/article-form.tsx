/**
 * Create or edit one article. The form never loses words: a local draft follows the typing, a
 * failed save keeps everything on screen (a 401 asks to sign in again and retries in the base
 * query), and leaving with unsaved changes asks first.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SaveIcon from '@mui/icons-material/Save';
import { isApiError, isUnauthorized, errorMessage } from '@/api/errors';
import type { Article, ArticleInput, NamedRef } from '@/api/types';
import { TextInput } from '@/components/console/text-input';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { articlesApi, useCreateArticleMutation, useUpdateArticleMutation } from '../articles-api';
import { CoverField } from './cover-field';
import { DraftOffer } from './draft-offer';
import { sameFields, type DraftFields } from './draft-store';
import { MarkdownEditor } from './markdown-editor';
import { SaveStatus, type SaveState } from './save-status';
import { CategoryField, LabelsField } from './taxonomy-fields';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useDraftAutosave } from './use-draft-autosave';
import {
  fieldForServerMessage,
  length,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  validateArticle,
  type FieldErrors,
} from './validation';

export const EMPTY_FIELDS: DraftFields = {
  title: '',
  summary: '',
  cover: '',
  categoryId: '',
  labelIds: [],
  content: '',
};

export function fieldsOf(article: Article): DraftFields {
  return {
    title: article.title,
    summary: article.summary,
    cover: article.cover ?? '',
    categoryId: article.category?.id ?? '',
    labelIds: article.labels.map((label) => label.id),
    content: article.content,
  };
}

// `disabled` is left out: the status belongs to the table's switch, and a stale copy here would undo it.
function toInput(fields: DraftFields): ArticleInput {
  const input: ArticleInput = {
    title: fields.title.trim(),
    summary: fields.summary.trim(),
    content: fields.content,
    categoryId: fields.categoryId,
    labelIds: fields.labelIds,
  };
  if (fields.cover.trim()) input.cover = fields.cover.trim();
  return input;
}

interface ArticleFormProps {
  /** The article being edited; absent when creating. */
  article?: Article;
}

export function ArticleForm({ article }: ArticleFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const draftKey = article ? article.id : 'new';
  const [baseline, setBaseline] = useState<DraftFields>(() =>
    article ? fieldsOf(article) : EMPTY_FIELDS,
  );
  const [fields, setFields] = useState<DraftFields>(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // When the last save in this editor happened (a new article's arrives with its edit URL), or
  // that it failed; null before any save.
  const savedAtFromCreate = (useLocation().state as { savedAt?: string } | null)?.savedAt;
  const [lastSave, setLastSave] = useState<Date | 'failed' | null>(() =>
    article && savedAtFromCreate ? new Date(savedAtFromCreate) : null,
  );
  const [createArticle] = useCreateArticleMutation();
  const [updateArticle] = useUpdateArticleMutation();

  const dirty = !sameFields(fields, baseline);
  const dirtyRef = useRef(dirty);
  const fieldsRef = useRef(fields);
  // A ref, not state: two clicks in one frame both see `saving === false` in their closures.
  const savingRef = useRef(false);
  const createdRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    fieldsRef.current = fields;
  }, [dirty, fields]);

  const { offer, dismissOffer, forget } = useDraftAutosave(draftKey, fields, dirty, baseline);

  const set = useCallback(<K extends keyof DraftFields>(name: K, value: DraftFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);
  // Stable setters: the heavy children (editor, pickers) are memoised and skip renders while typing elsewhere.
  const setters = useMemo(
    () => ({
      title: (value: string) => set('title', value),
      summary: (value: string) => set('summary', value),
      cover: (value: string) => set('cover', value),
      categoryId: (value: string) => set('categoryId', value),
      labelIds: (value: string[]) => set('labelIds', value),
      content: (value: string) => set('content', value),
    }),
    [set],
  );

  const save = useCallback(async () => {
    if (savingRef.current) return;
    const sent = fieldsRef.current;
    const found = validateArticle(sent);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const input = toInput(sent);
      const saved = article
        ? await updateArticle({ ...input, id: article.id }).unwrap()
        : await createArticle(input).unwrap();
      const savedFields = fieldsOf(saved);
      const untouched = sameFields(fieldsRef.current, sent);
      setBaseline(untouched ? savedFields : sent);
      if (untouched) setFields(savedFields);
      forget(...(article ? (untouched ? [draftKey] : []) : ['new']));
      const savedAt = new Date();
      setLastSave(savedAt);
      dispatch(showToast(article ? 'Article saved.' : 'Article created.', 'success'));
      if (!article) {
        createdRef.current = true;
        // The edit page shows what the server returned without asking for it again.
        dispatch(articlesApi.util.upsertQueryData('getArticle', saved.id, saved));
        dirtyRef.current = false;
        navigate(paths.console.articleEdit.href(saved.id), {
          replace: true,
          state: { savedAt: savedAt.toISOString() },
        });
      }
    } catch (error) {
      setLastSave('failed');
      // Never clear the form here: everything typed stays on screen and in the draft.
      if (isUnauthorized(error)) {
        setFormError('Your session has expired. Sign in again, then save: your changes are kept.');
      } else if (isApiError(error) && error.kind === 'api') {
        const field = fieldForServerMessage(error.msg);
        if (field) setErrors((current) => ({ ...current, [field]: error.msg }));
        else setFormError(error.msg);
      } else {
        setFormError(errorMessage(error, 'The article could not be saved.'));
      }
    } finally {
      // A created article is left for its edit URL: stay locked, or a late second click would
      // create it again before the navigation lands.
      if (!createdRef.current) {
        savingRef.current = false;
        setSaving(false);
      }
    }
  }, [article, createArticle, updateArticle, dispatch, navigate, draftKey, forget]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [save]);

  let saveState: SaveState = { kind: 'nothing' };
  if (saving) saveState = { kind: 'saving' };
  else if (lastSave === 'failed') saveState = { kind: 'failed' };
  else if (dirty) saveState = { kind: 'unsaved' };
  else if (lastSave) saveState = { kind: 'saved', at: lastSave };

  const knownCategory: NamedRef | null = article?.category ?? null;
  const knownLabels = useMemo(() => article?.labels ?? [], [article]);
  return (
    <Box
      component="form"
      noValidate
      aria-label={article ? 'Edit article' : 'New article'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack spacing={2.5}>
        {offer && (
          <DraftOffer
            savedAt={offer.savedAt}
            onRestore={() => {
              setFields(offer.fields);
              dismissOffer();
            }}
            onDiscard={() => {
              // Once the owner has typed, the stored draft is that new text: keep it.
              if (!dirtyRef.current) forget(draftKey);
              dismissOffer();
            }}
          />
        )}
        <TextInput
          label="Title"
          value={fields.title}
          onChange={setters.title}
          error={errors.title}
          required
          hint={`${length(fields.title.trim())}/${TITLE_MAX_LENGTH}`}
        />
        <TextInput
          label="Summary"
          value={fields.summary}
          onChange={setters.summary}
          error={errors.summary}
          required
          rows={3}
          hint={`${length(fields.summary.trim())}/${SUMMARY_MAX_LENGTH}`}
        />
        <CoverField value={fields.cover} onChange={setters.cover} error={errors.cover} />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <CategoryField
            value={fields.categoryId}
            onChange={setters.categoryId}
            error={errors.categoryId}
            known={knownCategory}
          />
          <LabelsField
            value={fields.labelIds}
            onChange={setters.labelIds}
            error={errors.labelIds}
            known={knownLabels}
          />
        </Box>
        <MarkdownEditor value={fields.content} onChange={setters.content} error={errors.content} />
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            alignItems: 'center',
            position: 'sticky',
            bottom: 0,
            py: 1.5,
            bgcolor: 'background.default',
            zIndex: 1,
          }}
        >
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
            {saving ? 'Saving…' : article ? 'Save' : 'Create article'}
          </Button>
          <SaveStatus state={saveState} onRetry={() => void save()} />
        </Stack>
      </Stack>
      <UnsavedChangesGuard dirty={dirty} dirtyRef={dirtyRef} />
    </Box>
  );
}
