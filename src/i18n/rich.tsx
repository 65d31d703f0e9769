/**
 * A message with markup in it: `<Rich id="x" components={{ 0: <a href="/y" /> }} />` for the
 * message "Read <0>the guide</0>": each numbered tag wraps its text in that element (a tag may also
 * close itself, `<1/>`, for an element alone). Tags do not nest; anything else is text.
 */
import { cloneElement, Fragment, type ReactElement } from 'react';
import type { MessageId, MessageValues } from './i18n';
import { useT } from './use-t';

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

export function Rich({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components: Record<number, ReactElement<{ children?: unknown }>>;
}) {
  const text = useT()(id, values);
  const parts: (string | ReactElement)[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[Number(match[1] ?? match[3])];
    const key = `${match.index}`;
    if (element) parts.push(cloneElement(element, { key }, match[2] ?? element.props.children));
    else parts.push(match[2] ?? '');
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
