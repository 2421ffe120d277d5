import {
  type ExemptionTypeFields,
  STUDENT_EXEMPTION_ABBREVIATION,
} from '@tracker/contracts/http/exemption-types';

type Category = Omit<ExemptionTypeFields, 'sortOrder' | 'state' | 'isActive'>;

/**
 * The federal exemption categories the catalogue starts with, in the order they are offered.
 * Durations are in months; categories that describe a lasting condition allow a permanent exemption.
 */
const CATEGORIES: readonly Category[] = [
  {
    exemptionName: 'Parent or caretaker of a child 13 or under, or of a person with a disability',
    abbreviation: 'PARENT',
    description:
      'A parent, guardian or caretaker relative who lives with and cares for a child aged 13 or younger, or who cares for a person with a disability.',
    exemptionNameEs:
      'Padre, madre o cuidador de un niño de 13 años o menos, o de una persona con discapacidad',
    descriptionEs:
      'Un padre, una madre, un tutor o un familiar que vive con un niño de 13 años o menos y lo cuida, o que cuida a una persona con discapacidad.',
    proofHint:
      "The child's birth certificate or school record showing their age and your address, or a letter from a doctor about the person you care for.",
    proofHintEs:
      'El acta de nacimiento o un registro escolar del niño que muestre su edad y su dirección, o una carta de un médico sobre la persona que usted cuida.',
    minDurationMonths: 1,
    maxDurationMonths: 12,
    defaultDurationMonths: 12,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Medically frail or living with a disability',
    abbreviation: 'MED_FRAIL',
    description:
      'A person who is medically frail or has special medical needs: a disabling mental disorder, a serious or complex medical condition, a physical, intellectual or developmental disability, or blindness.',
    exemptionNameEs: 'Con fragilidad médica o con una discapacidad',
    descriptionEs:
      'Una persona con fragilidad médica o con necesidades médicas especiales: un trastorno mental que la incapacita, una enfermedad grave o compleja, una discapacidad física, intelectual o del desarrollo, o ceguera.',
    proofHint:
      'A letter or form from your doctor, nurse or clinic, or a letter saying you get disability benefits (SSI or SSDI).',
    proofHintEs:
      'Una carta o un formulario de su médico, enfermera o clínica, o una carta que diga que usted recibe beneficios por discapacidad (SSI o SSDI).',
    minDurationMonths: 3,
    maxDurationMonths: 24,
    defaultDurationMonths: 12,
    allowsPermanent: true,
    isRenewable: true,
  },
  {
    exemptionName: 'Pregnant or postpartum',
    abbreviation: 'PREGNANT',
    description: 'A person who is pregnant or in the postpartum period after a pregnancy ends.',
    exemptionNameEs: 'Embarazada o en el posparto',
    descriptionEs:
      'Una persona que está embarazada o en el período de posparto después de que termina un embarazo.',
    proofHint:
      'A note from your doctor, midwife or clinic with your due date or the date the pregnancy ended.',
    proofHintEs:
      'Una nota de su médico, partera o clínica con la fecha probable del parto o la fecha en que terminó el embarazo.',
    minDurationMonths: 1,
    maxDurationMonths: 24,
    defaultDurationMonths: 12,
    allowsPermanent: false,
    isRenewable: false,
  },
  {
    exemptionName: 'Veteran with a total disability rating',
    abbreviation: 'VETERAN',
    description: 'A veteran with a disability rated as total by the Department of Veterans Affairs.',
    exemptionNameEs: 'Veterano con una calificación de discapacidad total',
    descriptionEs:
      'Un veterano con una discapacidad calificada como total por el Departamento de Asuntos de Veteranos.',
    proofHint: 'Your award letter from the Department of Veterans Affairs showing a total disability rating.',
    proofHintEs:
      'Su carta de beneficios del Departamento de Asuntos de Veteranos que muestre una calificación de discapacidad total.',
    minDurationMonths: 12,
    maxDurationMonths: 24,
    defaultDurationMonths: 24,
    allowsPermanent: true,
    isRenewable: true,
  },
  {
    exemptionName: 'American Indian or Alaska Native',
    abbreviation: 'AI_AN',
    description:
      'A member of a federally recognized tribe, or a person otherwise eligible for services from the Indian Health Service, a tribal health program or an urban Indian organization.',
    exemptionNameEs: 'Indígena americano o nativo de Alaska',
    descriptionEs:
      'Un miembro de una tribu reconocida por el gobierno federal, o una persona que de otro modo puede recibir servicios del Servicio de Salud Indígena, de un programa de salud tribal o de una organización indígena urbana.',
    proofHint:
      'Your tribal enrollment card or a letter from the Indian Health Service, a tribal health program or an urban Indian organization.',
    proofHintEs:
      'Su tarjeta de inscripción tribal o una carta del Servicio de Salud Indígena, de un programa de salud tribal o de una organización indígena urbana.',
    minDurationMonths: 12,
    maxDurationMonths: 24,
    defaultDurationMonths: 24,
    allowsPermanent: true,
    isRenewable: true,
  },
  {
    exemptionName: 'In treatment for a substance use disorder',
    abbreviation: 'SUD_TX',
    description: 'A person taking part in a drug or alcohol treatment and rehabilitation program.',
    exemptionNameEs: 'En tratamiento por consumo de drogas o alcohol',
    descriptionEs:
      'Una persona que participa en un programa de tratamiento y rehabilitación por consumo de drogas o alcohol.',
    proofHint: 'A letter from your treatment program with the date you started.',
    proofHintEs: 'Una carta de su programa de tratamiento con la fecha en que empezó.',
    minDurationMonths: 1,
    maxDurationMonths: 12,
    defaultDurationMonths: 6,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Released from incarceration within the last 3 months',
    abbreviation: 'REENTRY',
    description:
      'A person released from a jail, prison or other correctional facility within the past three months.',
    exemptionNameEs: 'Salió de la cárcel o prisión en los últimos 3 meses',
    descriptionEs:
      'Una persona que salió de una cárcel, prisión u otro centro correccional en los últimos tres meses.',
    proofHint: 'Your release papers showing the date you were released.',
    proofHintEs: 'Sus papeles de salida que muestren la fecha en que salió.',
    minDurationMonths: 1,
    maxDurationMonths: 3,
    defaultDurationMonths: 3,
    allowsPermanent: false,
    isRenewable: false,
  },
  {
    exemptionName: 'Former foster youth under 26',
    abbreviation: 'FOSTER',
    description:
      'A person under age 26 who was in foster care when they turned 18 or aged out of the system.',
    exemptionNameEs: 'Joven menor de 26 años que estuvo en cuidado de crianza',
    descriptionEs:
      'Una persona menor de 26 años que estaba en cuidado de crianza (foster care) cuando cumplió 18 años o salió del sistema por edad.',
    proofHint: 'A letter from the child welfare agency saying you were in foster care at 18.',
    proofHintEs:
      'Una carta de la agencia de bienestar infantil que diga que usted estaba en cuidado de crianza a los 18 años.',
    minDurationMonths: 6,
    maxDurationMonths: 24,
    defaultDurationMonths: 12,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Meeting SNAP or TANF work requirements',
    abbreviation: 'SNAP_TANF',
    description:
      'A person who meets the work requirements of the Supplemental Nutrition Assistance Program (SNAP) or Temporary Assistance for Needy Families (TANF), or is exempt from them.',
    exemptionNameEs: 'Cumple los requisitos de trabajo de SNAP o TANF',
    descriptionEs:
      'Una persona que cumple los requisitos de trabajo del Programa de Asistencia Nutricional Suplementaria (SNAP) o de Asistencia Temporal para Familias Necesitadas (TANF), o que está exenta de ellos.',
    proofHint:
      'A recent letter from your SNAP or TANF office saying you meet or are exempt from their work requirements.',
    proofHintEs:
      'Una carta reciente de su oficina de SNAP o TANF que diga que usted cumple sus requisitos de trabajo o está exento de ellos.',
    minDurationMonths: 1,
    maxDurationMonths: 12,
    defaultDurationMonths: 6,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Short-term hardship',
    abbreviation: 'HARDSHIP',
    description:
      'A temporary hardship such as a hospital stay, a federally declared disaster in the area where you live, high local unemployment, or caring for a seriously ill family member.',
    exemptionNameEs: 'Dificultad de corto plazo',
    descriptionEs:
      'Una dificultad temporal, como una estadía en el hospital, un desastre declarado por el gobierno federal en la zona donde vive, mucho desempleo en su zona o el cuidado de un familiar con una enfermedad grave.',
    proofHint:
      "Hospital discharge papers, a doctor's note about your family member, or anything that shows the hardship and when it started.",
    proofHintEs:
      'Los papeles de alta del hospital, una nota del médico sobre su familiar, o cualquier documento que muestre la dificultad y cuándo empezó.',
    minDurationMonths: 1,
    maxDurationMonths: 3,
    defaultDurationMonths: 1,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Full-time or half-time student',
    abbreviation: STUDENT_EXEMPTION_ABBREVIATION,
    description:
      'A person enrolled at least half time in a school, college, university or vocational training program.',
    exemptionNameEs: 'Estudiante de tiempo completo o de medio tiempo',
    descriptionEs:
      'Una persona inscrita al menos a medio tiempo en una escuela, colegio, universidad o programa de formación profesional.',
    proofHint:
      'Your class schedule or a letter from the school showing you are enrolled at least half time this term.',
    proofHintEs:
      'Su horario de clases o una carta de la escuela que muestre que usted está inscrito al menos a medio tiempo este período.',
    minDurationMonths: 1,
    maxDurationMonths: 12,
    defaultDurationMonths: 6,
    allowsPermanent: false,
    isRenewable: true,
  },
];

/** The seed rows: every category for all states, active, numbered 0..n-1. */
export function federalCategories(): ExemptionTypeFields[] {
  return CATEGORIES.map((category, index) => ({
    ...category,
    state: 'Default',
    isActive: true,
    sortOrder: index,
  }));
}
