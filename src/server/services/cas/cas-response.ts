/** Reads a CAS 2/3 serviceValidate answer with a real XML parser (saxes: no DTD, no external entities). */
import { SaxesParser, type SaxesTagNS } from 'saxes';

const CAS_NS = 'http://www.yale.edu/tp/cas';

export type CasAnswer = { ok: true; user: string } | { ok: false; code: string; message: string };

/** The answer could not be read as CAS XML (not XML, not a serviceResponse, no user in a success). */
export class MalformedCasAnswer extends Error {}

/**
 * <cas:serviceResponse> with <cas:authenticationSuccess><cas:user> or <cas:authenticationFailure code="…">; the
 * elements are matched by the CAS namespace, not by the prefix. Anything else is malformed.
 */
export function parseCasAnswer(xml: string): CasAnswer {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  let outcome: 'success' | 'failure' | null = null;
  let user = '';
  let failureCode = '';
  let failureText = '';
  let inUser = false;
  let error: Error | null = null;
  parser.on('error', (e) => {
    error ??= e;
  });
  parser.on('doctype', () => {
    error ??= new Error('doctype');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const name = tag.uri === CAS_NS ? tag.local : `{${tag.uri}}${tag.local}`;
    const parent = path.join('/');
    path.push(name);
    if (parent === '' && name !== 'serviceResponse') error ??= new Error('not a serviceResponse');
    if (parent === 'serviceResponse' && (name === 'authenticationSuccess' || name === 'authenticationFailure')) {
      if (outcome) error ??= new Error('two outcomes');
      outcome = name === 'authenticationSuccess' ? 'success' : 'failure';
      if (outcome === 'failure') failureCode = String(tag.attributes.code?.value ?? '');
    }
    inUser = parent === 'serviceResponse/authenticationSuccess' && name === 'user';
  });
  parser.on('text', (text) => {
    if (inUser) user += text;
    else if (path.join('/') === 'serviceResponse/authenticationFailure') failureText += text;
  });
  parser.on('closetag', () => {
    path.pop();
    inUser = false;
  });
  parser.write(xml).close();
  if (error) throw new MalformedCasAnswer(String((error as Error).message));
  if (outcome === 'success') {
    if (!user.trim()) throw new MalformedCasAnswer('success without user');
    return { ok: true, user: user.trim() };
  }
  if (outcome === 'failure') return { ok: false, code: failureCode, message: failureText.trim() };
  throw new MalformedCasAnswer('no outcome');
}
