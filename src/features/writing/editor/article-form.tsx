/**
 * Create or edit one article. The words come first: the title and the text fill the screen, the
 * details (summary, cover, category, labels, status) wait in a side panel, and focus mode leaves
 * only the text. The form never loses words: a local draft follows the typing, a failed save keeps
 * everything on screen (a 401 asks to sign in again and retries in the base query), and leaving
 * with unsaved changes asks first. The save bar says what is true: nothing to save, unsaved,
 * saving, saved at a time, or failed with Retry.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Article, NamedRef } from '@/api/types';
import { MarkdownEditor } from '@/components/markdown-editor/markdown-editor';
import { useSettledText } from '@/components/markdown-editor/use-settled-text';
import { paths } from '@/config/paths';
import { useUploadFile } from '@/features/files/use-upload-file';
import { useT } from '@/i18n/use-t';
import { ArticleDetails } from './article-details';
import { fieldsOf } from './article-fields';
import { articleFormReducer, initialFormState } from './article-form-state';
import { ConflictDialog } from './conflict-dialog';
import { DraftOffer } from './draft-offer';
import { sameFields, type DraftFields } from './draft-store';
import { FocusModeBar } from './focus-mode-bar';
import { SaveBar } from './save-bar';
import { TitleField } from './title-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useArticleSave, type LatestForm } from './use-article-save';
import { useDetailsPanel } from './use-details-panel';
import { useFocusMode } from './use-focus-mode';
import { useGoToField } from './use-go-to-field';
import { useSaveStatus } from './use-save-status';
import { useDraftAutosave } from './use-draft-autosave';
import { draftIsStale, formatWhen } from './version-check';
import { length, missingFields, TITLE_MAX_LENGTH, type RequiredField } from './validation';

interface ArticleFormProps {
  /** The article being edited; absent when creating. */
  article?: Article;
}

export function ArticleForm({ article }: ArticleFormProps) {
  const t = useT();
  const draftKey = article ? article.id : 'new';
  const upload = useUploadFile();
  const [state, update] = useReducer(articleFormReducer, article, initialFormState);
  const { baseline, fields, errors, formError, saving, failure, savedAt, version } = state;
  const { conflict, conflictOpen, conflictBusy, conflictError } = state;
  const theme = useTheme();
  const docked = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const details = useDetailsPanel(docked);
  const contentRef = useRef<HTMLElement | null>(null);
  // A long text reaches the form when the writer pauses: what must have all of it asks first.
  const flushContentRef = useRef<(() => void) | null>(null);
  const flushContent = useCallback(() => flushContentRef.current?.(), []);
  const { focus, enterFocus, leaveFocus, onKeyDown } = useFocusMode(contentRef);

  const dirty = !sameFields(fields, baseline);
  const dirtyRef = useRef(dirty);
  const latestRef = useRef<LatestForm>({ fields, baseline, version });
  useEffect(() => {
    dirtyRef.current = dirty;
    latestRef.current.fields = fields;
    latestRef.current.baseline = baseline;
  }, [dirty, fields, baseline]);

  const { offer, dismissOffer, forget } = useDraftAutosave(
    draftKey,
    fields,
    dirty,
    baseline,
    version,
  );

  // Stable setters: the heavy children (editor, pickers) are memoised and skip renders while typing elsewhere.
  const setters = useMemo(() => {
    const set =
      <K extends keyof DraftFields>(name: K) =>
      (value: DraftFields[K]) =>
        update({ type: 'field', name, value });
    return {
      title: set('title'),
      summary: set('summary'),
      cover: set('cover'),
      categoryId: set('categoryId'),
      labelIds: set('labelIds'),
      content: set('content'),
      enabled: (value: boolean) => update({ type: 'field', name: 'disabled', value: !value }),
    };
  }, []);

  const { setOpen: setDetailsOpen } = details;
  const { save, overwrite, keepBoth } = useArticleSave({
    article,
    draftKey,
    latestRef,
    dirtyRef,
    update,
    conflict,
    forget,
    setDetailsOpen,
    flushContent,
  });

  const onSave = useCallback(() => void save(), [save]);
  const toggleDetails = useCallback(
    () => setDetailsOpen(!details.open),
    [setDetailsOpen, details.open],
  );
  const closeDetails = useCallback(() => setDetailsOpen(false), [setDetailsOpen]);
  // The preview and the word count of a long article follow once the writer pauses, not at every
  // key: one settled text for both.
  const settledContent = useSettledText(fields.content);

  // Said once per change of status, with whether the public pages have the saved version.
  const status = useSaveStatus(
    { dirty, saving, failure, savedAt },
    { id: article?.id, updatedAt: version, disabled: baseline.disabled },
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
  const goTo = useGoToField({ contentRef, formRef, detailsOpen: details.open, setDetailsOpen });
  const viewHref = article && !baseline.disabled ? paths.detail.href(article.id) : null;
  const knownCategory: NamedRef | null = article?.category ?? null;
  const knownLabels = useMemo(() => article?.labels ?? [], [article]);
  // Typing in the text changes `fields` at every key: the details are not rendered again for it.
  const { summary, cover, categoryId, labelIds, disabled } = fields;
  const detailFields = useMemo(
    () => ({ summary, cover, categoryId, labelIds, disabled }),
    [summary, cover, categoryId, labelIds, disabled],
  );
  const sidePanel = useMemo(
    () => (
      <ArticleDetails
        open={details.open && !focus}
        onClose={closeDetails}
        docked={docked}
        fields={detailFields}
        errors={errors}
        setters={setters}
        upload={upload}
        knownCategory={knownCategory}
        knownLabels={knownLabels}
      />
    ),
    [
      details.open,
      focus,
      closeDetails,
      docked,
      detailFields,
      errors,
      setters,
      upload,
      knownCategory,
      knownLabels,
    ],
  );
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-label={t(article ? 'console.editor.editTitle' : 'console.editor.newTitle')}
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
              update({ type: 'restore', fields: offer.fields });
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
              <Button
                color="inherit"
                size="small"
                onClick={() => update({ type: 'conflictOpen', open: true })}
              >
                {t('console.editor.conflict.choose')}
              </Button>
            }
          >
            {t('console.editor.conflict.notice', { time: formatWhen(conflict.updatedAt) })}
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
          onCancel={() => update({ type: 'conflictOpen', open: false })}
        />
      )}
      <UnsavedChangesGuard dirtyRef={dirtyRef} beforeCheck={flushContent} />
    </Box>
  );
}
