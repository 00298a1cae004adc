// How the change history names the recommendations survey answers promised: by the person who
// answered (composed: her email row is the users feature's).
import { ERASED_PERSON, nameAuditSubjects, numericSubject } from '../audit/api.js';
import { composedStatement } from '../../db/sql.js';
import { EMAIL_ROWS_SQL } from '../users/api.js';

/** Registers the namer with the change history (the survey feature's start). */
export function nameSurveyAuditSubjects(): void {
  nameAuditSubjects('survey-follow-up', {
    pattern: numericSubject,
    names: (subjects) =>
      composedStatement<{ subject: string; name: string }>(
        `SELECT f.id::text AS subject, ('Recommendation for ' || COALESCE(NULLIF(concat_ws(' · ', u."firstName", u.email), ''), $2::text))::text AS name
           FROM survey_follow_up f JOIN survey_response r ON r.id = f."surveyResponseId" JOIN ${EMAIL_ROWS_SQL} u ON u.id = r."userId"
          WHERE f.id = ANY($1::bigint[])`,
        [subjects, ERASED_PERSON],
      ),
  });
}
