import type { FastifyInstance } from 'fastify';
import { session } from '../../../shared/services/index.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { anything, numberOrText, object, text } from '../../http/route-schema.js';
import { serve } from '../../http/serve.js';
import { DRAG_RULES, dragFault } from '../../services/slider/drag-proof.js';
import { sliderNeeded } from '../../services/slider/slider-gate.js';
import { mobileOf, REGISTER_SLIDER_KEY } from '../../services/login-variants/phone-input.js';

const username = text('用户名', { maxLength: 100 });
const purpose = text('用途', { maxLength: 10 });

/** The key a slider is bound to: the account at login; `register:<mobile>` for a registration (always asked). */
function sliderKey(name: string, purposeOf: string | undefined): string {
  if (!purposeOf) return name;
  if (purposeOf !== 'register') throw badRequest('用途不正确');
  return REGISTER_SLIDER_KEY(mobileOf(name));
}

/** The login slider (002 §2.6 at login): a challenge when the account needs one, a one-time token for a drag. */
export default async function sliderVerifyRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  serve(app, session.sliderChallenge, {
    config: { access: 'public' },
    schema: { body: object({ username, purpose }, ['username']) },
    handler: async (req) => {
      const name = req.body.username.trim();
      if (!name) throw badRequest('请输入用户名');
      if (req.body.purpose) return ok({ required: true, challengeId: ctx.sliders.challenge(sliderKey(name, req.body.purpose)) });
      if (!(await sliderNeeded(ctx, name, req.ip))) return ok({ required: false, challengeId: null });
      return ok({ required: true, challengeId: ctx.sliders.challenge(name) });
    },
  });

  serve(app, session.sliderCheck, {
    config: { access: 'public' },
    schema: {
      body: object({ username, purpose, challengeId: text('验证标识', { maxLength: 64 }), distance: numberOrText('滑动距离'), track: anything('拖动轨迹') }, [
        'username',
        'challengeId',
        'distance',
        'track',
      ]),
    },
    handler: async (req) => {
      const name = sliderKey(req.body.username.trim(), req.body.purpose);
      const issuedAt = ctx.sliders.takeChallenge(req.body.challengeId, name);
      if (issuedAt === null) throw badRequest('滑块验证已过期，请重新验证');
      // The drag's own clock is the client's word; this one is ours.
      const fault = Date.now() - issuedAt < DRAG_RULES.minDurationMs ? 'too fast (server clock)' : dragFault(req.body.track, Number(req.body.distance));
      if (fault) {
        req.log.info({ fault }, 'slider drag refused');
        throw badRequest('验证未通过，请重新拖动滑块');
      }
      return ok({ token: ctx.sliders.token(name) }, '验证通过');
    },
  });
}
