/**
 * Create or edit one article. The words come first: the title and the text fill the screen, the
 * details (summary, cover, category, labels, status) wait in a side panel, and focus mode leaves
 * only the text. The form never loses words: a local draft follows the typing, a failed save keeps
 * everything on screen (a 401 asks to sign in again and retries in the base query), and leaving
 * with unsaved changes asks first. The save bar says what is true: nothing to save, unsaved,
 * saving, saved at a time, or failed with Retry.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { isApiError, isNotFound, isUnauthorized, errorMessage } from '@/api/errors';
import type { Article, ArticleInput, NamedRef } from '@/api/types';
import { TextInput } from '@/components/console/text-input';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { useUploadFile } from '@/features/files/use-upload-file';
import { articlesApi } from '@/features/reading/articles-api';
import {
  articlesConsoleApi,
  useCreateArticleMutation,
  useUpdateArticleMutation,
} from '../articles-console-api';
import { ConflictDialog } from './conflict-dialog';
import { CoverField } from './cover-field';
import { DraftOffer } from './draft-offer';
import { sameFields, type DraftFields } from './draft-store';
import { EditorSidePanel } from './editor-side-panel';
import { EnabledField } from './enabled-field';
import { FocusModeBar } from './focus-mode-bar';
import { MarkdownEditor } from '@/components/markdown-editor/markdown-editor';
import { SaveBar } from './save-bar';
import { saveStatus } from './save-status';
import { CategoryField, LabelsField } from './taxonomy-fields';
import { SIDE_PANEL_ID } from './editor-side-panel';
import { TitleField } from './title-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useDetailsPanel } from './use-details-panel';
import { useDraftAutosave } from './use-draft-autosave';
import { useSettledText } from '@/components/markdown-editor/use-settled-text';
import { copyTitle, draftIsStale, formatWhen, overwritesOtherWork } from './version-check';
import {
  fieldForServerMessage,
  length,
  missingFields,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  validateArticle,
  type ArticleField,
  type FieldErrors,
  type RequiredField,
} from './validation';

export const EMPTY_FIELDS: DraftFields = {
  title: '',
  summary: '',
  cover: '',
  categoryId: '',
  labelIds: [],
  content: '',
  disabled: false,
};

export function fieldsOf(article: Article): DraftFields {
  return {
    title: article.title,
    summary: article.summary,
    cover: article.cover ?? '',
    categoryId: article.category?.id ?? '',
    labelIds: article.labels.map((label) => label.id),
    content: article.content,
    disabled: article.disabled,
  };
}

/** The fields that live in the details panel: an error in one of them opens it. */
const DETAIL_FIELDS = ['summary', 'cover', 'categoryId', 'labelIds'] as const;

const timeOf = (iso: string | undefined) => {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(at) ? at : null;
};

/**
 * The status is sent only when it is the owner's choice here (a new article, or the switch moved):
 * otherwise a copy loaded earlier could undo a change made in the table meanwhile.
 */
function toInput(fields: DraftFields, baseline: DraftFields, creating: boolean): ArticleInput {
  const input: ArticleInput = {
    title: fields.title.trim(),
    summary: fields.summary.trim(),
    content: fields.content,
    categoryId: fields.categoryId,
    labelIds: fields.labelIds,
  };
  if (fields.cover.trim()) input.cover = fields.cover.trim();
  if (creating || fields.disabled !== baseline.disabled) input.disabled = fields.disabled;
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
  const upload = useUploadFile();
  const [baseline, setBaseline] = useState<DraftFields>(() =>
    article ? fieldsOf(article) : EMPTY_FIELDS,
  );
  const [fields, setFields] = useState<DraftFields>(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(() => timeOf(article?.updatedAt));
  const [focus, setFocus] = useState(false);
  const theme = useTheme();
  const docked = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const details = useDetailsPanel(docked);
  const contentRef = useRef<HTMLElement | null>(null);
  // A long text reaches the form when the writer pauses: what must have all of it asks first.
  const flushContentRef = useRef<(() => void) | null>(null);
  const flushContent = useCallback(() => flushContentRef.current?.(), []);
  const [createArticle] = useCreateArticleMutation();
  const [updateArticle] = useUpdateArticleMutation();
  // The server version this tab's changes are made on: the one it opened, then each save's.
  const [version, setVersion] = useState(article?.updatedAt ?? '');
  const versionRef = useRef(version);
  const adoptVersion = useCallback((next: string) => {
    versionRef.current = next;
    setVersion(next);
  }, []);
  // The newer version a save found on the server, while the owner chooses what to do with it.
  const [conflict, setConflict] = useState<Article | null>(null);
  const [conflictOpen, setConflictOpen] = useState(false);
  const [conflictBusy, setConflictBusy] = useState(false);
  const [conflictError, setConflictError] = useState<string | null>(null);

  const dirty = !sameFields(fields, baseline);
  const dirtyRef = useRef(dirty);
  const fieldsRef = useRef(fields);
  const baselineRef = useRef(baseline);
  // A ref, not state: two clicks in one frame both see `saving === false` in their closures.
  const savingRef = useRef(false);
  const createdRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    fieldsRef.current = fields;
    baselineRef.current = baseline;
  }, [dirty, fields, baseline]);

  const { offer, dismissOffer, forget } = useDraftAutosave(
    draftKey,
    fields,
    dirty,
    baseline,
    version,
  );

  const set = useCallback(<K extends keyof DraftFields>(name: K, value: DraftFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    // `disabled` has no error of its own.
    setErrors((current) =>
      name !== 'disabled' && current[name as ArticleField]
        ? { ...current, [name]: undefined }
        : current,
    );
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
      enabled: (value: boolean) => set('disabled', !value),
    }),
    [set],
  );

  const { setOpen: setDetailsOpen } = details;
  const save = useCallback(async () => {
    if (savingRef.current) return;
    flushContent();
    // An unchanged article has nothing to send (Ctrl+S out of habit); a new one shows what it needs.
    if (article && !dirtyRef.current) return;
    const sent = fieldsRef.current;
    const found = validateArticle(sent);
    setErrors(found);
    setFormError(null);
    setFailure(null);
    if (DETAIL_FIELDS.some((name) => found[name])) setDetailsOpen(true);
    if (Object.keys(found).length > 0) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const input = toInput(sent, baselineRef.current, !article);
      if (article) {
        // Still the article this tab opened? Another tab or device may have saved it since.
        const current = await dispatch(
          articlesConsoleApi.endpoints.getArticleVersion.initiate(article.id, {
            subscribe: false,
            forceRefetch: true,
          }),
        )
          .unwrap()
          // Gone (or hidden from this session): the update itself says what the server thinks.
          .catch((error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          });
        if (
          current &&
          overwritesOtherWork(
            versionRef.current,
            { updatedAt: current.updatedAt, fields: fieldsOf(current) },
            baselineRef.current,
            sent,
            input.disabled !== undefined,
          )
        ) {
          setConflict(current);
          setConflictError(null);
          setConflictOpen(true);
          setFailure('Changed elsewhere: not saved.');
          return;
        }
      }
      const saved = article
        ? await updateArticle({ ...input, id: article.id }).unwrap()
        : await createArticle(input).unwrap();
      const savedFields = fieldsOf(saved);
      // Words typed while the save was on its way must count as a change, not be replaced.
      flushContent();
      const untouched = sameFields(fieldsRef.current, sent);
      setBaseline(untouched ? savedFields : sent);
      if (untouched) setFields(savedFields);
      adoptVersion(saved.updatedAt);
      setConflict(null);
      forget(...(article ? (untouched ? [draftKey] : []) : ['new']));
      setSavedAt(Date.now());
      dispatch(showToast(article ? 'Article saved.' : 'Article created.', 'success'));
      if (!article) {
        createdRef.current = true;
        // The edit page shows what the server returned without asking for it again.
        dispatch(articlesApi.util.upsertQueryData('getArticle', saved.id, saved));
        dirtyRef.current = false;
        navigate(paths.console.articleEdit.href(saved.id), { replace: true });
      }
    } catch (error) {
      // Never clear the form here: everything typed stays on screen and in the draft.
      if (isUnauthorized(error)) {
        const message =
          'Your session has expired. Sign in again, then save: your changes are kept.';
        setFormError(message);
        setFailure(message);
      } else if (isApiError(error) && error.kind === 'api') {
        const field = fieldForServerMessage(error.msg);
        if (field) {
          setErrors((current) => ({ ...current, [field]: error.msg }));
          if ((DETAIL_FIELDS as readonly string[]).includes(field)) setDetailsOpen(true);
        } else setFormError(error.msg);
        setFailure(error.msg);
      } else {
        const message = errorMessage(error, 'The article could not be saved.');
        setFormError(message);
        setFailure(message);
      }
    } finally {
      // A created article is left for its edit URL: stay locked, or a late second click would
      // create it again before the navigation lands.
      if (!createdRef.current) {
        savingRef.current = false;
        setSaving(false);
      }
    }
  }, [
    article,
    createArticle,
    updateArticle,
    dispatch,
    navigate,
    draftKey,
    forget,
    setDetailsOpen,
    flushContent,
    adoptVersion,
  ]);

  /** Conflict: save this tab's version over the other one (checked again, in case it moved on). */
  const overwrite = useCallback(() => {
    if (!conflict) return;
    adoptVersion(conflict.updatedAt);
    setConflictOpen(false);
    void save();
  }, [conflict, adoptVersion, save]);

  /** Conflict: the other version stays; this tab's becomes a new, disabled article, opened here. */
  const keepBoth = useCallback(async () => {
    flushContent();
    const mine = fieldsRef.current;
    const input: ArticleInput = {
      ...toInput(mine, baselineRef.current, true),
      title: copyTitle(mine.title),
      disabled: true,
    };
    setConflictBusy(true);
    setConflictError(null);
    try {
      const copy = await createArticle(input).unwrap();
      // The copy holds this tab's words now: no draft of them over the original is kept.
      forget(draftKey);
      dirtyRef.current = false;
      dispatch(articlesApi.util.upsertQueryData('getArticle', copy.id, copy));
      dispatch(showToast('Your version was saved as a new disabled article.', 'success'));
      navigate(paths.console.articleEdit.href(copy.id));
    } catch (error) {
      setConflictError(errorMessage(error, 'The copy could not be saved.'));
      setConflictBusy(false);
    }
  }, [createArticle, dispatch, draftKey, flushContent, forget, navigate]);

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

  const leaveFocus = useCallback(() => {
    setFocus(false);
    // The button that left is gone: writing goes on where it was.
    requestAnimationFrame(() => contentRef.current?.focus({ preventScroll: true }));
  }, []);
  const enterFocus = useCallback(() => {
    setFocus(true);
    requestAnimationFrame(() => contentRef.current?.focus({ preventScroll: true }));
  }, []);
  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    // Open menus and dialogs handle their own Escape first (and stop it there).
    if (focus && event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      leaveFocus();
    }
  };

  const onSave = useCallback(() => void save(), [save]);
  const toggleDetails = useCallback(
    () => setDetailsOpen(!details.open),
    [setDetailsOpen, details.open],
  );
  const closeDetails = useCallback(() => setDetailsOpen(false), [setDetailsOpen]);
  // The preview and the word count of a long article follow once the writer pauses, not at every
  // key: one settled text for both.
  const settledContent = useSettledText(fields.content);

  // A new status object only when the status changes: on a long article the save bar is not
  // rendered again at each key (a short one's word count follows every key).
  const status = useMemo(
    () => saveStatus({ dirty, saving, failure, savedAt }),
    [dirty, saving, failure, savedAt],
  );
  // What a save still needs, said before it is pressed (the same list while nothing changes).
  const missingKey = missingFields({
    title: fields.title,
    summary: fields.summary,
    categoryId: fields.categoryId,
    content: settledContent,
  }).join(' ');
  const missing = useMemo(
    () => (missingKey ? (missingKey.split(' ') as RequiredField[]) : []),
    [missingKey],
  );
  const formRef = useRef<HTMLFormElement | null>(null);
  // A detail field to focus once its panel (or drawer) is shown: a hidden field takes no focus.
  // This effect runs after the drawer's own focus trap has focused the drawer on opening.
  const [pendingFocus, setPendingFocus] = useState<RequiredField | null>(null);
  useEffect(() => {
    if (!pendingFocus || !details.open) return;
    setPendingFocus(null);
    const target = document.querySelector<HTMLElement>(
      `#${SIDE_PANEL_ID} [data-field="${pendingFocus}"] :is(input, textarea, select)`,
    );
    target?.focus();
    target?.scrollIntoView?.({ block: 'nearest' });
  }, [pendingFocus, details.open]);
  const goTo = useCallback(
    (field: RequiredField) => {
      if (field === 'content') {
        contentRef.current?.focus();
        contentRef.current?.scrollIntoView?.({ block: 'nearest' });
        return;
      }
      if (field === 'title') {
        formRef.current
          ?.querySelector<HTMLElement>('[data-field="title"] :is(input, textarea)')
          ?.focus();
        return;
      }
      setDetailsOpen(true);
      setPendingFocus(field);
    },
    [setDetailsOpen],
  );
  const viewHref = article && !baseline.disabled ? paths.detail.href(article.id) : null;
  const knownCategory: NamedRef | null = article?.category ?? null;
  const knownLabels = useMemo(() => article?.labels ?? [], [article]);
  // Typing in the text changes `fields` at every key: the details are not rendered again for it.
  const { summary, cover, categoryId, labelIds, disabled } = fields;
  const sidePanel = useMemo(
    () => (
      <EditorSidePanel open={details.open && !focus} onClose={closeDetails} docked={docked}>
        <Box data-field="summary">
          <TextInput
            label="Summary"
            value={summary}
            onChange={setters.summary}
            error={errors.summary}
            required
            rows={4}
            hint={`${length(summary.trim())}/${SUMMARY_MAX_LENGTH}`}
          />
        </Box>
        <CoverField value={cover} onChange={setters.cover} error={errors.cover} upload={upload} />
        <Box data-field="categoryId">
          <CategoryField
            value={categoryId}
            onChange={setters.categoryId}
            error={errors.categoryId}
            known={knownCategory}
          />
        </Box>
        <LabelsField
          value={labelIds}
          onChange={setters.labelIds}
          error={errors.labelIds}
          known={knownLabels}
        />
        <EnabledField enabled={!disabled} onChange={setters.enabled} />
      </EditorSidePanel>
    ),
    [
      details.open,
      focus,
      closeDetails,
      docked,
      summary,
      cover,
      categoryId,
      labelIds,
      disabled,
      errors,
      setters,
      knownCategory,
      knownLabels,
      upload,
    ],
  );
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-label={article ? 'Edit article' : 'New article'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={onKeyDown}
      sx={
        focus
          ? {
              // Over the whole console (its bar and menu too), under dialogs and toasts.
              position: 'fixed',
              inset: 0,
              zIndex: theme.zIndex.drawer + 2,
              bgcolor: 'background.default',
              overflowY: 'auto',
              px: { xs: 2, sm: 4 },
              py: 1.5,
            }
          : undefined
      }
    >
      {focus && <FocusModeBar status={status} onLeave={leaveFocus} />}
      <Stack spacing={2} sx={focus ? { maxWidth: 760, mx: 'auto' } : undefined}>
        {offer && !focus && (
          <DraftOffer
            savedAt={offer.savedAt}
            newer={
              article && draftIsStale(offer, article.updatedAt)
                ? { updatedAt: article.updatedAt, fields: fieldsOf(article), draft: offer.fields }
                : null
            }
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
        {conflict && !conflictOpen && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => setConflictOpen(true)}>
                Choose
              </Button>
            }
          >
            This article was changed elsewhere on {formatWhen(conflict.updatedAt)}. Compare,
            overwrite or keep both before saving.
          </Alert>
        )}
        {/* Above the text, where the sticky save bar cannot cover it. */}
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 3 }}>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <Box data-field="title">
              <TitleField
                value={fields.title}
                onChange={setters.title}
                error={errors.title}
                hint={`${length(fields.title.trim())}/${TITLE_MAX_LENGTH}`}
              />
            </Box>
            <MarkdownEditor
              value={fields.content}
              settledValue={settledContent}
              upload={upload}
              onChange={setters.content}
              error={errors.content}
              focus={focus}
              inputRef={contentRef}
              flushRef={flushContentRef}
            />
          </Stack>
          {sidePanel}
        </Box>
      </Stack>
      {!focus && (
        <SaveBar
          status={status}
          content={settledContent}
          creating={!article}
          onSave={onSave}
          viewHref={viewHref}
          detailsOpen={details.open}
          onToggleDetails={toggleDetails}
          onFocusMode={enterFocus}
          missing={missing}
          onGoTo={goTo}
        />
      )}
      {conflict && (
        <ConflictDialog
          open={conflictOpen}
          changedAt={conflict.updatedAt}
          ours={fields}
          theirs={conflict}
          busy={conflictBusy}
          error={conflictError}
          onOverwrite={overwrite}
          onKeepBoth={() => void keepBoth()}
          onCancel={() => setConflictOpen(false)}
        />
      )}
      <UnsavedChangesGuard dirtyRef={dirtyRef} beforeCheck={flushContent} />
    </Box>
  );
}
