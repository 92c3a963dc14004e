/**
 * NETOPIA v1's merchant web service (SOAP), used here for one thing: refunding a captured card
 * payment (`credit`), after signing in (`logIn`). Shared by the checkout (caller) and the payment
 * sandbox (the service), as v1.ts is, so both ends of the local loop speak the same messages.
 *
 * verify: the facts file does not describe this service. What is written here follows NETOPIA's
 * older PHP samples as remembered (WSDL at `https://secure.mobilpay.ro/api/payment2/?wsdl`, sandbox
 * `http://sandboxsecure.mobilpay.ro/api/payment2/?wsdl`; `logIn(request{username, password})` →
 * `logInResult.id`, then `credit(request{sessionId, sigature [sic], orderId, amount})` →
 * `creditResult{code, message}`, code 0 = done): the operation and field names, the namespace and
 * the result's shape must be checked against the WSDL before this talks to NETOPIA itself.
 */
import { child, escapeXml, parseXml, XmlError, type XmlElement } from './xml.ts';

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

/** verify: the target namespace of NETOPIA's WSDL. */
export const SOAP_API_NS = 'urn:PaymentAPI';

export class SoapError extends Error {
  override name = 'SoapError';
}

const el = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;

function envelope(body: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n` +
    `<soap:Envelope xmlns:soap="${SOAP_NS}" xmlns:api="${SOAP_API_NS}"><soap:Body>${body}</soap:Body></soap:Envelope>`
  );
}

/** An element's name without its namespace prefix. */
const localName = (element: XmlElement) => element.name.slice(element.name.indexOf(':') + 1);

function childNamed(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => localName(c) === name) ?? child(element, name);
}

function textOf(element: XmlElement, name: string): string | undefined {
  const found = childNamed(element, name);
  return found ? found.text.trim() : undefined;
}

/** The first element of the SOAP body (the operation, its response, or a Fault). */
export function soapBodyElement(xml: string): XmlElement {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (err) {
    throw new SoapError(err instanceof XmlError ? err.message : 'not XML');
  }
  if (localName(root) !== 'Envelope') throw new SoapError('not a SOAP envelope');
  const body = childNamed(root, 'Body');
  const first = body?.children[0];
  if (!first) throw new SoapError('the SOAP body is empty');
  return first;
}

/** The operation a request calls, by the body element's local name. */
export function soapOperation(element: XmlElement): string {
  return localName(element);
}

function requestOf(element: XmlElement): XmlElement {
  const request = childNamed(element, 'request');
  if (!request) throw new SoapError(`<${localName(element)}> has no <request>`);
  return request;
}

function required(element: XmlElement, name: string): string {
  const value = textOf(element, name);
  if (!value) throw new SoapError(`<${name}> is missing`);
  return value;
}

export interface LogInRequest {
  username: string;
  password: string;
}

export function buildLogInRequest(request: LogInRequest): string {
  return envelope(
    `<api:logIn><request>${el('username', request.username)}${el('password', request.password)}</request></api:logIn>`,
  );
}

export function readLogInRequest(element: XmlElement): LogInRequest {
  const request = requestOf(element);
  return { username: required(request, 'username'), password: required(request, 'password') };
}

export function buildLogInResponse(sessionId: string): string {
  return envelope(`<api:logInResponse><logInResult>${el('id', sessionId)}</logInResult></api:logInResponse>`);
}

/** The session id a sign-in answered; a Fault or another document throws. */
export function parseLogInResponse(xml: string): string {
  const element = soapBodyElement(xml);
  throwIfFault(element);
  const result = childNamed(element, 'logInResult');
  const id = result && textOf(result, 'id');
  if (!id) throw new SoapError('the sign-in answer has no session id');
  return id;
}

export interface CreditRequest {
  sessionId: string;
  /** The POS signature (NETOPIA's field is spelled `sigature`). */
  signature: string;
  /** The merchant's order id, as in the payment. */
  orderId: string;
  /** Two decimals. */
  amount: string;
}

export function buildCreditRequest(request: CreditRequest): string {
  return envelope(
    `<api:credit><request>${el('sessionId', request.sessionId)}${el('sigature', request.signature)}` +
      `${el('orderId', request.orderId)}${el('amount', request.amount)}</request></api:credit>`,
  );
}

export function readCreditRequest(element: XmlElement): CreditRequest {
  const request = requestOf(element);
  return {
    sessionId: required(request, 'sessionId'),
    signature: required(request, 'sigature'),
    orderId: required(request, 'orderId'),
    amount: required(request, 'amount'),
  };
}

/** `code` 0: the refund was accepted; anything else is NETOPIA's error code, with its message. */
export interface CreditResult {
  code: number;
  message: string;
}

export function buildCreditResponse(result: CreditResult): string {
  return envelope(
    `<api:creditResponse><creditResult>${el('code', String(result.code))}${el('message', result.message)}</creditResult></api:creditResponse>`,
  );
}

export function parseCreditResponse(xml: string): CreditResult {
  const element = soapBodyElement(xml);
  throwIfFault(element);
  const result = childNamed(element, 'creditResult');
  const code = result && textOf(result, 'code');
  if (!result || !code || !/^\d{1,10}$/.test(code)) throw new SoapError('the credit answer has no code');
  return { code: Number(code), message: textOf(result, 'message') ?? '' };
}

export function buildFault(code: 'Client' | 'Server', message: string): string {
  return envelope(`<soap:Fault>${el('faultcode', `soap:${code}`)}${el('faultstring', message)}</soap:Fault>`);
}

function throwIfFault(element: XmlElement): void {
  if (localName(element) === 'Fault') {
    throw new SoapError(`SOAP fault: ${textOf(element, 'faultstring') ?? 'unknown'}`);
  }
}
