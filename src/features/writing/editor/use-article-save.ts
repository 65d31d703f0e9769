/**
 * The article form's saves: a save (checked first against the server's version, so another tab's
 * or device's work is never overwritten unasked), and the two ways out of a conflict: overwrite,
 * or keep both (this tab's version becomes a new, disabled article). Every outcome is said; the
 * form is never cleared by a failure.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError, isNotFound, isUnauthorized, errorMessage } from '@/api/errors';
import type { Article, ArticleInput } from '@/api/types';
import { paths } from '@/config/paths';
import { t } from '@/i18n/i18n';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { articlesApi } from '@/features/reading/articles-api';
import {
  articlesConsoleApi,
  useCreateArticleMutation,
  useUpdateArticleMutation,
} from '../articles-console-api';
import { DETAIL_FIELDS, fieldsOf, toInput } from './article-fields';
import type { ArticleFormAction } from './article-form-state';
import { sameFields, type DraftFields, type DraftKey } from './draft-store';
import { fieldForServerMessage, validateArticle } from './validation';
import { copyTitle, overwritesOtherWork } from './version-check';

/** What a save reads when it runs (a click, Ctrl+S, a retry): the form as last rendered. */
export interface LatestForm {
  fields: DraftFields;
  baseline: DraftFields;
  /** Set at once when adopted: an overwrite saves on it in the same tick. */
  version: string;
}

interface Options {
  article?: Article;
  draftKey: string;
  latestRef: RefObject<LatestForm>;
  /** Read by the unsaved-changes guard; a save that leaves the page clears it first. */
  dirtyRef: RefObject<boolean>;
  update: (action: ArticleFormAction) => void;
  conflict: Article | null;
  forget: (...keys: DraftKey[]) => void;
  setDetailsOpen: (open: boolean) => void;
  flushContent: () => void;
}

export function useArticleSave({
  article,
  draftKey,
  latestRef,
  dirtyRef,
  update,
  conflict,
  forget,
  setDetailsOpen,
  flushContent,
}: Options) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createArticle] = useCreateArticleMutation();
  const [updateArticle] = useUpdateArticleMutation();
  // A ref, not state: two clicks in one frame both see `saving === false` in their closures.
  const savingRef = useRef(false);
  const createdRef = useRef(false);

  const adoptVersion = useCallback(
    (next: string) => {
      latestRef.current.version = next;
      update({ type: 'version', version: next });
    },
    [latestRef, update],
  );

  const save = useCallback(async () => {
    if (savingRef.current) return;
    flushContent();
    // An unchanged article has nothing to send (Ctrl+S out of habit); a new one shows what it needs.
    if (article && !dirtyRef.current) return;
    const sent = latestRef.current.fields;
    const found = validateArticle(sent);
    update({ type: 'saveStarted', errors: found });
    if (DETAIL_FIELDS.some((name) => found[name])) setDetailsOpen(true);
    if (Object.keys(found).length > 0) return;
    savingRef.current = true;
    update({ type: 'saving', saving: true });
    try {
      const input = toInput(sent, latestRef.current.baseline, !article);
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
            latestRef.current.version,
            { updatedAt: current.updatedAt, fields: fieldsOf(current) },
            latestRef.current.baseline,
            sent,
            input.disabled !== undefined,
          )
        ) {
          update({ type: 'conflictFound', conflict: current });
          return;
        }
      }
      const saved = article
        ? await updateArticle({ ...input, id: article.id }).unwrap()
        : await createArticle(input).unwrap();
      const savedFields = fieldsOf(saved);
      // Words typed while the save was on its way must count as a change, not be replaced.
      flushContent();
      const untouched = sameFields(latestRef.current.fields, sent);
      update({
        type: 'saved',
        baseline: untouched ? savedFields : sent,
        fields: untouched ? savedFields : undefined,
        at: Date.now(),
      });
      adoptVersion(saved.updatedAt);
      forget(...(article ? (untouched ? [draftKey] : []) : ['new']));
      const said = t(article ? 'console.editor.saved' : 'console.editor.created');
      dispatch(showToast(said, 'success'));
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
        const message = t('console.editor.sessionExpired');
        update({ type: 'failed', message, formError: message });
      } else if (isApiError(error) && error.kind === 'api') {
        const field = fieldForServerMessage(error.msg);
        if (field) {
          update({ type: 'failed', message: error.msg, fieldError: field });
          if ((DETAIL_FIELDS as readonly string[]).includes(field)) setDetailsOpen(true);
        } else update({ type: 'failed', message: error.msg, formError: error.msg });
      } else {
        const message = errorMessage(error, t('console.editor.saveFailed'));
        update({ type: 'failed', message, formError: message });
      }
    } finally {
      // A created article is left for its edit URL: stay locked, or a late second click would
      // create it again before the navigation lands.
      if (!createdRef.current) {
        savingRef.current = false;
        update({ type: 'saving', saving: false });
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
    latestRef,
    dirtyRef,
    update,
  ]);

  /** Conflict: save this tab's version over the other one (checked again, in case it moved on). */
  const overwrite = useCallback(() => {
    if (!conflict) return;
    adoptVersion(conflict.updatedAt);
    update({ type: 'conflictOpen', open: false });
    void save();
  }, [conflict, adoptVersion, save, update]);

  /** Conflict: the other version stays; this tab's becomes a new, disabled article, opened here. */
  const keepBoth = useCallback(async () => {
    flushContent();
    const mine = latestRef.current.fields;
    const input: ArticleInput = {
      ...toInput(mine, latestRef.current.baseline, true),
      title: copyTitle(mine.title),
      disabled: true,
    };
    update({ type: 'copyStarted' });
    try {
      const copy = await createArticle(input).unwrap();
      // The copy holds this tab's words now: no draft of them over the original is kept.
      forget(draftKey);
      dirtyRef.current = false;
      dispatch(articlesApi.util.upsertQueryData('getArticle', copy.id, copy));
      dispatch(showToast(t('console.editor.copySaved'), 'success'));
      navigate(paths.console.articleEdit.href(copy.id));
    } catch (error) {
      update({ type: 'copyFailed', message: errorMessage(error, t('console.editor.copyFailed')) });
    }
  }, [
    createArticle,
    dispatch,
    draftKey,
    flushContent,
    forget,
    navigate,
    latestRef,
    dirtyRef,
    update,
  ]);

  // Ctrl/Cmd+S saves from anywhere on the page.
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

  return { save, overwrite, keepBoth };
}
