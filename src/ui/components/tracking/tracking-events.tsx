import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { type AnalyticsActor, type AnalyticsEventKey, analyticsPayload, trackingPageShape } from '../../../domain/tracking/analytics-event';
import { resumeRecruitingAnalytics } from '../../../domain/resume-search/resume-recruiting-events';
import { organizationEventAnalytics, productEventAnalytics } from '../../../domain/tracking/product-events';
import { useSession } from '../../session/session-provider';
import { setAuthEventHooks } from '../../session/auth-events';
import { onApplyPageView } from '../../tracking/apply-page-views';
import { countAudiencePageView } from '../../tracking/audience';
import { pushAnalyticsEvent } from '../../tracking/data-layer';
import { forwardServerSide } from '../../tracking/server-side-forward';
import { onOrganizationEvent } from '../../tracking/organization-events';
import { onProductEvent } from '../../tracking/product-events';
import { onResumeEvent } from '../../tracking/resume-events';
import { onResumeRecruitingEvent } from '../../tracking/resume-recruiting-events';

// The quick-apply steps announce their own page views (with the job); the router's would count them twice.
const ANNOUNCES_OWN_VIEW = /\/quick-apply\//;

/**
 * Registers the analytics sender on the product's event hooks (sign-in and sign-up, the apply and resume
 * steps, the job, search, alert and organization pages) and reports a page view for every page the visitor reaches. Renders nothing.
 */
export function TrackingEvents() {
  const session = useSession();
  const actor = useRef<AnalyticsActor>({ id: null, kind: null });
  actor.current = { id: session.data?.user.id ?? null, kind: session.data?.user.kind ?? null };
  const router = useRouter();

  useEffect(() => {
    const send = (event: AnalyticsEventKey, dimensions?: Parameters<typeof analyticsPayload>[2]) => {
      const payload = analyticsPayload(event, actor.current, dimensions);
      pushAnalyticsEvent(payload, forwardServerSide);
    };
    setAuthEventHooks({
      login: () => send('login'),
      signUpStart: (method) => send('sign_up_start', { signup_method: method }),
      signUp: () => send('sign_up'),
    });
    const stopApply = onApplyPageView((view) =>
      send(view.event, {
        entity_id: view.jobId,
        entity_type: 'job',
        route: trackingPageShape(view.path),
        event_occurrence_place: view.step,
      }),
    );
    const stopResume = onResumeEvent((event) => send(event, { route: trackingPageShape(window.location.pathname) }));
    const stopRecruiting = onResumeRecruitingEvent((event) => {
      for (const part of resumeRecruitingAnalytics(event)) send(part.key, part.dimensions);
    });
    const stopProduct = onProductEvent((event) => {
      const part = productEventAnalytics(event);
      send(part.key, part.dimensions);
    });
    const stopOrganization = onOrganizationEvent((event) => {
      const part = organizationEventAnalytics(event);
      send(part.key, part.dimensions);
    });
    // The query only tells a search that links to one job apart; the shape never carries it.
    const pageView = ({ pathname, searchStr }: { pathname: string; searchStr: string }) => {
      countAudiencePageView(pathname);
      if (!ANNOUNCES_OWN_VIEW.test(pathname)) send('page_view', { route: trackingPageShape(`${pathname}${searchStr}`) });
    };
    pageView(router.state.location);
    const stopRouter = router.subscribe('onResolved', (event) => {
      if (event.pathChanged) pageView(event.toLocation);
    });
    return () => {
      setAuthEventHooks({ login: () => undefined, signUpStart: () => undefined, signUp: () => undefined });
      stopApply();
      stopResume();
      stopRecruiting();
      stopProduct();
      stopOrganization();
      stopRouter();
    };
  }, [router]);
  return null;
}
