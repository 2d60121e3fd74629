// oidc-provider 8 ships no types (and @types/oidc-provider is not installed): the part of its API this server uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string; scope?: string; [key: string]: unknown };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      account?: Account;
      params?: Record<string, unknown>;
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
    [key: string]: unknown;
  }

  export interface Interaction {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string; details: Record<string, unknown> };
    session?: { accountId?: string };
    result?: unknown;
    exp: number;
  }

  export interface Grant {
    jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export class Check {
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
    constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean);
  }
  export interface Policy extends Array<{ name: string; checks: Check[] }> {
    get(name: string): { name: string; checks: Check[] };
  }
  export const interactionPolicy: { base(): Policy; Check: typeof Check };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    readonly Client: { find(id: string): Promise<{ clientId: string; [key: string]: unknown } | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
