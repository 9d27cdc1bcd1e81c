/** on-demand: a French webinar that ended yesterday; watching it again needs a registration. */
import { background, logo } from '../mediaCatalog.ts';
import { SPEAKERS, speaker } from '../speakers.ts';
import { COMPANY, DEFAULT_STYLE, nameFields, type At, type SeedProject } from '../types.ts';
import { EVALUATIONS } from '../evaluations.ts';

export function onDemand(at: At): SeedProject {
  return {
    id: 'proj-on-demand',
    companyId: COMPANY.id,
    doc: {
      companyName: COMPANY.name,
      evaluation: EVALUATIONS.onDemand,
      projectType: 'webinar',
      language: 'fr',
      eventTitle: 'Webinaire : la cybersécurité des PME en cinq gestes',
      requireRegistrationForOnDemand: true,
      privacyText:
        '<p>Vos données servent uniquement à vous donner accès au replay. Elles sont conservées au maximum 6 mois ' +
        'après la fin de la diffusion.</p>',
      registration: {
        type: 'normal',
        introductionText:
          '<p>Sauvegardes, mots de passe, mises à jour, hameçonnage et plan de crise : cinq gestes simples qui ' +
          'protègent votre entreprise. Inscrivez-vous pour regarder le replay.</p>',
        confirmationText:
          '<p>Merci pour votre inscription ! Votre lien personnel vers le replay vous a été envoyé par e-mail.</p>',
        fields: [
          ...nameFields({ first: 'Prénom', last: 'Nom', email: 'Adresse e-mail' }),
          { id: 'f-company', name: 'company', label: 'Entreprise', required: false, type: 'text' },
        ],
      },
      style: {
        ...DEFAULT_STYLE,
        primaryColor: '#9f1239',
        logoUrl: logo('cyber-pme.svg'),
        backgroundUrl: background('cyber-pme.svg'),
      },
      speakers: [speaker(SPEAKERS.moreau)],
      topics: [
        { title: 'Les sauvegardes qui fonctionnent vraiment', description: 'La règle 3-2-1 appliquée à une PME.' },
        { title: 'Réagir à une attaque', description: 'Les premières heures, minute par minute.' },
      ],
      customCtaButton: { enabled: true, title: 'Découvrir nos prochains événements', href: '/multi-session' },
      endPage: {
        content: '<h2>Merci d’avoir suivi ce webinaire</h2><p>Le replay reste disponible sur cette page.</p>',
      },
    },
    events: [
      {
        _id: 'on-demand',
        name: 'La cybersécurité des PME en cinq gestes',
        startTime: at(-26 * 60),
        durationInMinutes: 75,
        registrationType: 'normal',
        onDemandActive: true,
        onDemandID: 'od-cyber-pme-2026',
        onDemandPageContent:
          '<p>Regardez le replay complet. Mettez la vidéo en pause pour appliquer chaque geste dans votre ' +
          'entreprise, à votre rythme.</p>',
        liveDirectorBroadcastSlug: 'cyber-pme-2026',
        chatType: 'noChat',
      },
    ],
  };
}
