// The quiz player's screens in Spanish (the catalogue's "quiz" area, schemas/quiz-messages.ts in English), written
// for a Spanish reader rather than word for word. Part of the Spanish catalogue (es.ts), loaded only where Spanish is shown.
import { KIND_NAMES } from "../question-kinds.ts"
import { isLevel } from "../quiz-rules.ts"
import type { Catalogue } from "./catalogue.ts"

const number = (n: number, digits = 0) => n.toLocaleString("es", { minimumFractionDigits: digits, maximumFractionDigits: digits })
/** How each level reads in Spanish; the live game names levels too. */
export const esLevelLabels = { elementary: "Primaria", high_school: "Secundaria", honors: "Avanzado", university: "Universidad" }
const questions = (n: number) => (n === 1 ? "1 pregunta" : `${number(n)} preguntas`)

/** A time left as a screen reader says it in Spanish ("2 minutos y 5 segundos"); the live game says it too. */
export const esSpokenClock = (remaining: number): string => {
  const total = Math.ceil(Math.max(0, remaining) / 1000)
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? "minuto" : "minutos"}` : "",
    seconds > 0 || minutes === 0 ? `${seconds} ${seconds === 1 ? "segundo" : "segundos"}` : "",
  ]
  return parts.filter((part) => part !== "").join(" y ")
}

/** How each kind of question reads in Spanish. */
const esKindNames = {
  multiple_choice: "opción múltiple",
  true_false: "verdadero o falso",
  type_answer: "escribir la respuesta",
  order: "ordenar",
  slider: "control deslizante",
  poll: "encuesta",
}
/** A kind's English name (KIND_NAMES), as a message the server wrote names it, in Spanish. */
const esKindNamed = (english: string): string => {
  const kind = (Object.keys(KIND_NAMES) as (keyof typeof KIND_NAMES)[]).find((key) => KIND_NAMES[key] === english)
  return kind ? esKindNames[kind] : english
}
/** What a source's category holds, as the server names it ("recipes", "posts"). */
const esCategoryItems: Readonly<Record<string, string>> = { recipes: "recetas", posts: "entradas" }
const inAbout = (minutes: number) => (minutes === 1 ? "dentro de un minuto, más o menos" : `dentro de unos ${number(minutes)} minutos`)

/** The quiz generator's refusals; a live round's quiz is generated too, so the live game says them as well. */
export const esGeneratorRefusals = {
  accountAiShare: (limit: number) =>
    `Hoy ya has usado las ${number(limit)} llamadas a la IA que le tocan a una cuenta dentro del límite diario de este sitio. Vuelve mañana.`,
  aiModelNotConfigured: (variable: string) => `Este tipo de cuestionario no tiene ningún modelo configurado. Define ${variable} y reinicia.`,
  aiMonthlyBudget: "El proveedor de IA ha gastado el presupuesto de este mes para este sitio. Vuelve a intentarlo el mes que viene.",
  aiNotConfigured:
    "No hay ningún generador de cuestionarios configurado. Define AI_BASE_URL, AI_API_KEY y AI_MODEL_BASIC (y AI_MODEL_HQ para los cuestionarios de alta calidad) y reinicia.",
  aiTimedOut: "El generador de cuestionarios ha tardado demasiado en responder. Vuelve a intentarlo.",
  aiUnavailable: "El generador de cuestionarios no responde ahora mismo. Vuelve a intentarlo más tarde.",
  aiUnusableQuiz: "El generador de cuestionarios ha devuelto un cuestionario que no sirve. Vuelve a intentarlo.",
  siteAiCeiling: "El generador de cuestionarios ha llegado al límite de hoy para este sitio. Vuelve a intentarlo mañana.",
}

/** A slider's number in Spanish, with as many decimals as it was given ("2,5"). */
const sliderValue = (n: number) => number(n, String(n).split(".")[1]?.length ?? 0)

/** Answers that cannot answer their question, refused in solo play and in live rounds alike. */
export const esAnswerRefusals = {
  trueFalseAnswer: "Una respuesta de verdadero o falso es «True» o «False».",
  typedAnswerTooLong: (max: number) => `Una respuesta escrita puede tener como máximo ${number(max)} caracteres.`,
  orderAnswer: "Una respuesta de ordenar incluye cada elemento de la pregunta una sola vez.",
  sliderAnswer: (min: number, max: number, step: number) =>
    `Una respuesta de control deslizante es un número de ${sliderValue(min)} a ${sliderValue(max)} en pasos de ${sliderValue(step)}.`,
  pollAnswer: "Una respuesta de encuesta es una de sus opciones.",
}

/** Why a generated question was not stored, as the quiz admin's question history shows it. */
const esDroppedReasons = {
  choicesNearlySame: (noun: string, first: number, second: number, a: string, b: string) =>
    `${noun === "Items" ? "Los elementos" : "Las opciones"} ${number(first)} y ${number(second)} («${a}», «${b}») son casi iguales.`,
  optionAboutOthers: (option: string) => `«${option}» es una opción sobre las demás opciones.`,
  answerGivenAway: (answer: string) => `La pregunta delata su respuesta («${answer}»).`,
  keyStandsOut: "La respuesta correcta es mucho más larga que todas las demás opciones.",
  checkGaveNoAnswer: "La comprobación no le dio ninguna respuesta.",
  checkChoseOther: (picked: string, key: string) => `La comprobación eligió «${picked}», no la respuesta correcta «${key}».`,
}

/** What a question offers to choose among or arrange, by its English name: singular, plural, and its article. */
const esChoiceNouns: Readonly<Record<string, { one: string; many: string; the: string; these: string; empty: string }>> = {
  option: { one: "opción", many: "opciones", the: "La", these: "Las", empty: "vacía" },
  "accepted answer": { one: "respuesta aceptada", many: "respuestas aceptadas", the: "La", these: "Las", empty: "vacía" },
  item: { one: "elemento", many: "elementos", the: "El", these: "Los", empty: "vacío" },
}
const choiceNoun = (noun: string) => esChoiceNouns[noun] ?? { one: noun, many: noun, the: "", these: "", empty: "vacío" }

/** A quiz's and a question's problems, as the question editor and the server say them. */
const esQuizProblems = {
  quizNoTopic: "El cuestionario no tiene tema.",
  notAQuizLevel: (level: string) => `«${level}» no es un nivel de cuestionario.`,
  questionsOutOfRange: (requested: number, min: number, max: number) =>
    `${requested === 1 ? "Se ha pedido" : "Se han pedido"} ${questions(requested)}; un cuestionario tiene de ${number(min)} a ${number(max)}.`,
  questionsNotAsRequested: (count: number, requested: number) =>
    `El cuestionario tiene ${questions(count)}; ${requested === 1 ? "se ha pedido" : "se han pedido"} ${number(requested)}.`,
  questionNoId: (n: number) => `La pregunta ${number(n)} no tiene identificador.`,
  questionNoText: (n: number) => `La pregunta ${number(n)} no tiene texto.`,
  questionNoExplanation: (n: number) => `La pregunta ${number(n)} no tiene explicación.`,
  questionSameId: (n: number, earlier: number, id: string) =>
    `La pregunta ${number(n)} tiene el mismo identificador que la pregunta ${number(earlier)} («${id}»).`,
  questionRepeats: (n: number, earlier: number) => `La pregunta ${number(n)} repite la pregunta ${number(earlier)}.`,
  choiceCount: (n: number, count: number, noun: string, min: number, max: number) => {
    const said = choiceNoun(noun)
    return `La pregunta ${number(n)} tiene ${number(count)} ${count === 1 ? said.one : said.many}; necesita de ${number(min)} a ${number(max)}.`
  },
  choiceEmpty: (n: number, noun: string, place: number) => {
    const said = choiceNoun(noun)
    return `${said.the} ${said.one} ${number(place)} de la pregunta ${number(n)} está ${said.empty}.`.trimStart()
  },
  choicesSame: (n: number, noun: string, first: number, second: number, text: string) => {
    const said = choiceNoun(noun)
    return `${said.these} ${said.many} ${number(first)} y ${number(second)} de la pregunta ${number(n)} son iguales («${text}»).`.trimStart()
  },
  noCorrectAnswer: (n: number) => `La pregunta ${number(n)} no tiene respuesta correcta.`,
  correctNotAnOption: (n: number, correct: string) => `Pregunta ${number(n)}: la respuesta correcta «${correct}» no es una de sus opciones.`,
  correctTwice: (n: number, correct: string) => `Pregunta ${number(n)}: la respuesta correcta «${correct}» aparece más de una vez.`,
  acceptedTooLong: (n: number, place: number, max: number) =>
    `La respuesta aceptada ${number(place)} de la pregunta ${number(n)} tiene más de ${number(max)} caracteres.`,
  sliderNotNumbers: (n: number) => `Pregunta ${number(n)}: todos los valores del control deslizante tienen que ser números.`,
  sliderMaxNotAboveMin: (n: number, max: number, min: number) =>
    `Pregunta ${number(n)}: el máximo del control deslizante (${sliderValue(max)}) tiene que ser mayor que su mínimo (${sliderValue(min)}).`,
  sliderStepNotAboveZero: (n: number) => `Pregunta ${number(n)}: el paso del control deslizante tiene que ser mayor que 0.`,
  sliderTooManyPositions: (n: number, most: number) =>
    `Pregunta ${number(n)}: el control deslizante tiene más de ${number(most)} posiciones; usa un paso mayor.`,
  sliderAnswerOff: (n: number, answer: number, min: number, max: number, step: number) =>
    `Pregunta ${number(n)}: la respuesta ${sliderValue(answer)} no es una posición del control deslizante (de ${sliderValue(min)} a ${sliderValue(max)} en pasos de ${sliderValue(step)}).`,
  sliderMarginNegative: (n: number) => `Pregunta ${number(n)}: el margen del control deslizante no puede ser menor que 0.`,
  sliderUnitTooLong: (n: number, max: number) => `Pregunta ${number(n)}: la unidad del control deslizante tiene más de ${number(max)} caracteres.`,
  // guards that no edit reaches: the problems come joined, as the server wrote them
  quizNotValid: (problems: string) => `El cuestionario no es válido: ${problems}`,
  questionNotValid: (problems: string) => `La pregunta no es válida: ${problems}`,
}

export const esQuiz: Catalogue["quiz"] = {
  // the server's messages these screens show
  ...esGeneratorRefusals,
  ...esAnswerRefusals,
  ...esQuizProblems,
  ...esDroppedReasons,
  deletedPlayer: "Jugador eliminado",
  basicDailyLimit: (limit: number) => `Hoy ya has generado ${number(limit)} cuestionarios, el límite diario. Vuelve mañana.`,
  guestGenerationLimit: (perHour: number) =>
    `Los invitados pueden generar ${number(perHour)} cuestionarios por hora. Vuelve a intentarlo más tarde o inicia sesión para generar más.`,
  highQualityNeedsSignIn: "Inicia sesión para generar cuestionarios de alta calidad. Los básicos están abiertos a todo el mundo.",
  highQualityQuotaUsed: "Ya has usado los 10 cuestionarios de alta calidad de hoy. Los básicos siguen disponibles.",
  quizModelChoice: "Elige «basic» o «high_quality» como modelo.",
  generationCrossSite: "Solo se pueden generar cuestionarios desde las páginas de este mismo sitio.",
  unknownQuestionKind: (name: string, kinds: string) => `«${name}» no es un tipo de pregunta; los tipos son ${kinds}.`,
  alreadyGraded: "Ya has hecho este cuestionario con nota; solo puedes repetirlo por diversión.",
  answersAfterSubmitting: "Entrega tus respuestas antes de ver las correctas.",
  answersHeldForGrading: (minutes: number) =>
    `Alguien está haciendo este cuestionario con nota ahora mismo, así que sus respuestas están reservadas hasta que termine. Vuelve a mirar ${inAbout(minutes)}.`,
  answersHeldForLiveRound: "Este cuestionario se está jugando en una ronda en directo; sus respuestas se muestran cuando termina la ronda.",
  answersLocked: "Termina el cuestionario antes de ver las respuestas.",
  completionNotFound: "No has completado ese cuestionario.",
  finishGradedFirst: "Empezaste este cuestionario con nota; termínalo antes de hacerlo por diversión.",
  funHeldForGrading: (minutes: number) =>
    `Alguien está haciendo este cuestionario con nota ahora mismo, así que solo podrás terminarlo por diversión cuando acabe. Tus respuestas se guardan: vuelve a intentarlo ${inAbout(minutes)}.`,
  gradeOtherUser: "Solo puedes entregar tus propios cuestionarios.",
  gradedAfterPractice: "Ya hiciste este cuestionario por diversión, así que ya no puede llevar nota.",
  perfectQuiz: "¡Cuestionario perfecto! Sobresaliente.",
  excellentQuiz: "¡Excelente trabajo!",
  solidQuiz: "Bastante sólido.",
  mediocreQuiz: "Del montón.",
  barelyPassedQuiz: "Técnicamente has aprobado. Por los pelos.",
  tookTheQuiz: "Bueno, has hecho el cuestionario, y eso es lo que cuenta.",
  questionKindKept: (kind: string) => `Esta pregunta es de tipo «${esKindNamed(kind)}»; al editarla conserva su tipo.`,
  questionNotStale: "Esa pregunta no está marcada como desactualizada, así que no hay nada que volver a generar.",
  quizCompleted: "Cuestionario añadido a los completados",
  quizUserNotFound: "No hay ningún jugador con ese nombre de usuario.",
  ratingSaved: "¡Gracias por valorar este cuestionario!",
  reportOptionUnknown: "Esa opción no es una de las opciones de esta pregunta.",
  reportReceived: "¡Gracias! Revisaremos tu aviso.",
  sourceCategoryEmpty: (what: string) => `No hay ${esCategoryItems[what] ?? what} en esa categoría.`,
  sourcePageNotReadable: "Esa dirección no es una página web ni un PDF que este sitio pueda leer.",
  sourcePdfNotReadable: "Ese archivo no se ha podido leer como PDF.",
  sourceQuizNeedsSignIn: "Inicia sesión para hacer un cuestionario a partir de una receta, una entrada, un texto tuyo, una página web o un PDF.",
  staleRegenerated: (count: number) =>
    count === 1 ? "Se ha vuelto a escribir 1 pregunta a partir de su fuente." : `Se han vuelto a escribir ${number(count)} preguntas a partir de su fuente.`,
  staleSourceGone:
    "Lo que dio origen a estas preguntas ya no existe, y el cuestionario no tiene otra receta ni entrada de la que sacarlas. Edita las preguntas.",
  startBeforeGrading: "Empieza el cuestionario con nota antes de entregarlo para que te pongan nota.",
  tooManyReports: "Demasiados avisos sobre preguntas en poco tiempo. Vuelve a intentarlo más tarde.",
  tooManyScreenshots: "Demasiadas capturas de pantalla desde tu dirección. Vuelve a intentarlo más tarde.",
  correctAnswerInOptions: "La respuesta correcta tiene que ser una de las opciones.",
  notQuizAdmin: "Tienes que ser administrador del juego de preguntas para entrar aquí.",
  questionKept: "Se queda tal cual. Volverá a la lista si sigue pareciendo dudosa cuando la haya respondido el doble de jugadores.",
  questionNotFound: "Esa pregunta no existe.",
  questionUpdated: "Pregunta actualizada",
  reportNotFound: "Ese aviso no existe.",
  reportOtherQuestion: "Ese aviso es sobre otra pregunta.",
  userInfoUpdated: (user: string) => `Datos de ${user} actualizados`,
  chooserKindsLegend: "Mostrar solo cuestionarios de",
  chooserShown: (shown: number, all: number) =>
    shown === all
      ? all === 1
        ? "1 cuestionario."
        : `${number(all)} cuestionarios.`
      : shown === 0
        ? "Ninguno de estos cuestionarios tiene solo los tipos marcados. Marca más tipos o genera uno arriba."
        : `${number(shown)} de ${number(all)} cuestionarios tienen solo los tipos marcados.`,
  fetchAddressInvalid: "Escribe una dirección web que empiece por http:// o https://.",
  fieldTooLong: (field: string, max: number) => `El campo «${field}» admite como máximo ${number(max)} caracteres.`,
  kindsRequired: "Elige al menos un tipo de pregunta.",
  keepAnswering: "Seguir respondiendo",
  lookAgain: "Volver a mirar",
  quizLoadFailed: "Algo ha fallado al cargar el cuestionario.",
  ratingRequired: "Elige una valoración para que se guarde. Lo sentimos: no se admiten valoraciones de 0.",
  reportExplanationRequired: "Explica qué ocurre.",
  reportNameRequired: "Escribe tu nombre.",
  resultHeldNote: "Tu resultado está guardado. Las respuestas se mostrarán cuando nadie esté haciendo este cuestionario con nota.",
  submitAnyway: "Entregar igualmente",
  timeExpired: "Se acabó el tiempo: hora de que te juzguen… digo, de que te pongan nota.",
  unansweredConfirm: (n: number) =>
    `${n === 1 ? "Hay 1 pregunta sin responder" : `Hay ${number(n)} preguntas sin responder`}. Las preguntas sin responder cuentan como falladas y no hay segundo intento.`,
  unansweredTitle: "¿Entregar con preguntas sin responder?",
  spokenClock: esSpokenClock,
  spokenMark: (remaining: number) => {
    const seconds = Math.ceil(Math.max(0, remaining) / 1000)
    if (seconds === 0) return ""
    const mark = seconds <= 5 ? 5 : seconds <= 10 ? 10 : seconds <= 30 ? 30 : Math.ceil(seconds / 60) * 60
    return mark < 60 ? `${mark} segundos` : mark === 60 ? "1 minuto" : `${mark / 60} minutos`
  },
  levelRequired: "Tienes que elegir un nivel",
  numberRange: "Tienes que escribir un número del 1 al 25",
  sourcePdfTooLarge: (size: string) => `Ese PDF es demasiado grande (el límite es de ${size}).`,
  sourceTextTooLong: (max: number) => `El texto es demasiado largo (como máximo ${number(max)} caracteres).`,
  sourceTooLittleText: "Ahí hay muy poco texto para hacer un cuestionario.",
  topicRequired: "Tienes que escribir un tema",
  kindNames: esKindNames,
  levelLabels: esLevelLabels,
  reportTopic: (topic: string, level: string) => `${topic} (${isLevel(level) ? esLevelLabels[level].toLowerCase() : level})`,
  // the generator
  generateAQuiz: "Genera un cuestionario",
  topic: "Tema",
  topicPlaceholder: "p. ej., Gallinas en el patio",
  level: "Nivel",
  chooseALevel: "Elige un nivel",
  questions: "Preguntas",
  questionRange: (min: number, max: number) => `De ${number(min)} a ${number(max)}`,
  quality: "Calidad",
  qualityBasic: "Básica",
  qualityHigh: "Alta calidad",
  highQualityLeft: (left: number) =>
    `Los cuestionarios de alta calidad usan un modelo más potente. Hoy te ${left === 1 ? "queda 1" : `quedan ${number(left)}`}.`,
  generating: "Generando…",
  generateQuiz: "Generar cuestionario",
  writingQuiz: "Escribiendo tu cuestionario… puede tardar un poco.",
  // the kinds of question
  kindsOfQuestion: "Tipos de pregunta",
  kindPrompts: {
    true_false: "¿Verdadero o falso?",
    type_answer: "Escribe la respuesta.",
    order: "Ponlo en orden.",
    slider: "Elige un número.",
    poll: "Encuesta: no hay respuesta correcta.",
  },
  kindHints: {
    multiple_choice: "una opción correcta",
    true_false: "verdadero o falso",
    type_answer: "se perdonan pequeñas erratas",
    order: "poner elementos en orden",
    slider: "puntos según lo cerca que estés",
    poll: "sin respuesta correcta ni puntos",
  },
  // the chooser
  quizzesNotTaken: "Cuestionarios que no has hecho",
  earlierQuizzes: "Cuestionarios anteriores",
  hideQuizzes: "Ocultar cuestionarios",
  chooseAQuiz: "Elegir un cuestionario",
  loadingQuizzes: "Cargando cuestionarios…",
  noQuizzesYet: "Todavía no hay cuestionarios. Genera el primero arriba.",
  questionCount: questions,
  takeThisQuiz: "Hacer este cuestionario",
  takeThisQuizNamed: (topic: string, level: string) => `Hacer este cuestionario: ${topic}, ${level}`,
  notRatedYet: "Todavía sin valoraciones",
  ratedOutOfFive: (average: number, count: number) =>
    `Valoración de ${number(average, 2)} sobre 5 (${count === 1 ? "1 valoración" : `${number(count)} valoraciones`})`,
  // quizzes made from a source
  sourceChoices: {
    topic: "Un tema",
    recipe: "Una receta",
    post: "Una entrada del diario",
    recipe_category: "Una categoría de recetas",
    post_tag: "Entradas con una etiqueta",
    text: "Un texto que pegues",
    url: "Una página web",
    pdf: "Un PDF",
  },
  chooseSource: {
    recipe: "Elige una receta.",
    post: "Elige una entrada del diario.",
    recipe_category: "Elige una categoría.",
    post_tag: "Elige una etiqueta.",
    url: "Escribe la dirección de la página.",
  },
  choosePdf: "Elige un archivo PDF.",
  addressField: "Dirección",
  makeItFrom: "Hacerlo a partir de",
  loading: "Cargando…",
  nothingHereYet: "Todavía no hay nada",
  chooseOne: "Elige uno",
  titleOptional: "Título (opcional)",
  text: "Texto",
  upToCharacters: (max: number) => `Hasta ${number(max)} caracteres.`,
  pageAddress: "Dirección de la página",
  addressPlaceholder: "https://",
  pdfFile: "Archivo PDF",
  upToMegabytes: (megabytes: number) => `Hasta ${number(megabytes)} MB.`,
  from: "Fuente:",
  makeAQuiz: "Crear un cuestionario",
  makeAQuizFrom: (name: string) => `Crear un cuestionario a partir de ${name}`,
  makeAQuizIntro:
    "Un cuestionario para el juego a partir de tus recetas o entradas, de una categoría, de un texto tuyo, de una página web o de un PDF. Cada pregunta guarda el fragmento del que salió, y los jugadores lo ven después de responder.",
  whatQuizIsMadeFrom: "De qué se hace el cuestionario",
  makingTheQuiz: "Creando el cuestionario…",
  makeTheQuiz: "Crear el cuestionario",
  writingTheQuiz: "Escribiendo el cuestionario… puede tardar un poco.",
  quizMade: (topic: string, level: string) => `Cuestionario creado: ${topic} (${level})`,
  questionsListed: (n: number) => `${questions(n)}, ya a disposición de los jugadores en el juego de preguntas.`,
  openInQuizGame: "Abrirlo en el juego de preguntas",
  // stale questions
  staleQuestions: "Preguntas desactualizadas",
  staleQuestionsIntro: "Preguntas sacadas de una receta o entrada que ha cambiado o se ha borrado desde entonces.",
  loadingStaleQuestions: "Cargando preguntas desactualizadas…",
  noStaleQuestions: "No hay preguntas desactualizadas.",
  staleFrom: (label: string, deleted: boolean) => `Fuente: ${label} — ${deleted ? "borrada" : "modificada"}`,
  regenerating: "Volviendo a generar…",
  regenerate: (count: number) => (count === 1 ? "Volver a generar esta pregunta" : `Volver a generar estas ${number(count)} preguntas`),
  // the game page
  quizGame: "Juego de preguntas",
  quizGameIntro:
    "Elige un tema y un nivel y recibe un cuestionario nuevo de opción múltiple. Los invitados juegan por diversión; inicia sesión para que te pongan nota, llevar un marcador y retar a tus grupos.",
  loadingTheQuiz: "Cargando el cuestionario…",
  gradedAreTimed: (seconds: number) => `Los cuestionarios con nota tienen tiempo: ${number(seconds)} segundos por pregunta.`,
  loadingAnswers: "Cargando las respuestas…",
  quizActions: "Acciones del cuestionario",
  submitForGrading: "Entregar para nota",
  finishQuiz: "Terminar el cuestionario",
  showAnswers: "Ver las respuestas",
  grading: "Corrigiendo…",
  seeScore: "Ver la puntuación",
  reset: "Empezar de nuevo",
  loadingEarlierResult: "Cargando tu resultado anterior…",
  // starting, finishing and rating a quiz
  readyToStart: "¿Listo para empezar?",
  groupChallengeNote: "Un reto de grupo: lleva nota, y el grupo verá tu puntuación.",
  gradeMe: "Ponme nota",
  guestsPlayForFun: "Los invitados juegan por diversión. Inicia sesión para que tus cuestionarios tengan nota y queden en tu marcador.",
  gradedRules: (clock: string, seconds: number) =>
    `Con nota: tienes ${clock} (${number(seconds)} segundos por pregunta) y un solo intento. Las respuestas se muestran al terminar.`,
  funRules: "Por diversión: sin reloj y sin puntuación en tu marcador.",
  starting: "Empezando…",
  start: "Empezar",
  goBack: "Volver",
  alreadyTookQuiz: "Ya hiciste este cuestionario",
  quizComplete: "Cuestionario terminado",
  answersLate: "Tus respuestas llegaron cuando ya se había acabado el tiempo, así que no se han podido contar.",
  takenForFunNote: "Hecho por diversión: se guarda en tu lista de diversión, no en tu puntuación.",
  reviewAnswers: "Repasar las respuestas",
  backToGameRoom: "Volver a la sala de juego",
  rateThisQuiz: "Valora este cuestionario",
  yourRating: "Tu valoración",
  stars: (n: number) => (n === 1 ? "1 estrella" : `${number(n)} estrellas`),
  reviewOptional: "Reseña (opcional)",
  saving: "Guardando…",
  submitRating: "Enviar valoración",
  // a quiz in play
  answeredOf: (answered: number, all: number) => `${number(answered)} de ${number(all)} respondidas`,
  rightOf: (right: number, all: number) => `${number(right)} de ${number(all)} acertadas`,
  time: "Tiempo",
  timeLabel: (spoken: string) => `Tiempo: ${spoken}`,
  reportAProblem: "Informar de un problema",
  withQuestion: (n: number) => ` con la pregunta ${number(n)}`,
  reportAProblemWith: (n: number) => `Informar de un problema con la pregunta ${number(n)}`,
  yourName: "Tu nombre",
  whichOption: "¿Qué opción? (opcional)",
  theQuestionItself: "La pregunta en sí",
  whatIsWrong: "¿Qué está mal?",
  sendReport: "Enviar el aviso",
  cancel: "Cancelar",
  yourAnswer: "Tu respuesta",
  firstAtTheTop: "El primero, arriba. Mueve cada elemento con sus botones de subir y bajar.",
  notAnsweredUntilMoved: " No cuenta como respondida hasta que muevas alguno.",
  moveItem: (item: string, up: boolean) => `${up ? "Subir" : "Bajar"} «${item}»`,
  movedTo: (item: string, place: number, all: number) => `«${item}» está ahora en el puesto ${number(place)} de ${number(all)}.`,
  notSetYet: "Sin elegir todavía",
  slideToNumber: "Desliza hasta tu número",
  orTypeIt: (min: string, max: string, step: number) =>
    `O escríbelo (de ${min} a ${max}, en pasos de ${number(step, String(step).split(".")[1]?.length ?? 0)})`,
  sliderNumber: (n: number) => number(n, String(n).split(".")[1]?.length ?? 0),
  // answers reviewed
  verdicts: { right: "Correcta", close: "Casi", wrong: "Incorrecta", unanswered: "Sin responder", poll: "Sin respuesta correcta" },
  yourOrder: "Tu orden:",
  inPlace: "✓ en su sitio",
  belongsAt: (place: number) => `✗ va en el puesto ${number(place)}`,
  yourAnswerIs: "Tu respuesta:",
  correctAnswerIs: "— la respuesta correcta es",
  answerIs: "— la respuesta es",
  rightOrder: "— el orden correcto:",
  pollNote: ": una encuesta pregunta tu opinión y no da puntos.",
  yourPick: "Tu elección:",
  points: "Puntos:",
  pointsOf: (earned: number) => `${earned.toLocaleString("es", { maximumFractionDigits: 2 })} de 1 ${earned === 1 ? "punto" : "puntos"}`,
  // the player's profile
  quizProfile: "Perfil del juego",
  quizProfileIntro: "Tus partidas en directo, retos, grupos y marcador, todo en un mismo sitio.",
  logInForProfile: "Inicia sesión para ver tus grupos, retos y marcador.",
  tokenPurpose: "Un token permite que un script lea tu marcador y tu historial de cuestionarios.",
  scoreboard: "Marcador",
  loadingScoreboard: "Cargando tu marcador…",
  correctAnswers: "Respuestas correctas",
  questionsAnswered: "Preguntas respondidas",
  score: "Puntuación",
  byLevel: "Por nivel",
  takeGradedForLevels: "Haz un cuestionario con nota para ver tu puntuación por nivel.",
  correct: "Correctas",
  gradedQuizzes: "Cuestionarios con nota",
  noGradedQuizzes: "Todavía no tienes cuestionarios con nota.",
  takenForFun: "Hechos por diversión",
  noFunQuizzes: "Todavía no has hecho cuestionarios por diversión.",
  downloadHistory: "Descargar mi historial de cuestionarios (CSV)",
  detailsOf: (topic: string) => `Detalles de ${topic}`,
  details: "Detalles",
  shortDate: (date: Date) => date.toLocaleDateString("es", { month: "short", day: "numeric", year: "numeric" }),
  loadingYourAnswers: "Cargando tus respuestas…",
  questionNumber: (n: number) => `Pregunta ${number(n)}`,
  right: "Correcta",
  wrong: "Incorrecta",
  yourAnswerWas: (given: string | null) => `tu respuesta: ${given ?? "ninguna"}`,
  correctWas: "; correcta:",
  fairPlay: "Juego limpio",
  fairPlayTimed: (seconds: number) =>
    `El servidor cronometra los cuestionarios con nota: ${number(seconds)} segundos por pregunta, contados desde que pulsas Empezar. Recargar la página o cambiar de pestaña no detiene el reloj.`,
  fairPlayOnce: "Cada cuestionario puede tener nota una sola vez. Una vez empezado el intento con nota, no se puede repetir ni practicar.",
  fairPlayRevealed: "Las respuestas y las explicaciones solo se muestran al terminar. Las respuestas enviadas fuera de tiempo se guardan, pero no cuentan.",
  fairPlayHonest: "Responde por tu cuenta, sin buscar nada. El marcador solo tiene gracia si es honesto.",
  // the quiz admin's page
  quizAdmin: "Administración del juego",
  quizAdminIntro: "Revisa las preguntas denunciadas y las opiniones de los jugadores, corrige preguntas y actualiza la cuenta de un jugador.",
  aiUseThisMonth: "Uso de la IA este mes",
  loadingAiUse: "Cargando el uso de la IA…",
  aiCallKinds: {
    solo: "Cuestionarios de los jugadores",
    live: "Rondas en directo",
    verification: "Comprobaciones de las respuestas",
    coach: "Entrenador",
    recipe_import: "Recetas leídas de páginas",
  },
  count: (n: number) => n.toLocaleString("es"),
  money: (n: number) => n.toLocaleString("es", { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
  spentNoBudget: (spent: string, month: string) => `${spent} gastados en ${month} en modelos con precio; no hay presupuesto mensual (AI_MONTHLY_BUDGET).`,
  spentOfBudget: (spent: string, budget: string, month: string, over: boolean) =>
    `${spent} gastados en ${month} de un presupuesto de ${budget}.${over ? " El presupuesto está agotado: los cuestionarios y el entrenador esperan al mes que viene." : ""}`,
  noAiCalls: "Este mes no ha habido llamadas al proveedor de IA.",
  aiCallsTable: "Llamadas a la IA este mes por tipo y modelo",
  kind: "Tipo",
  model: "Modelo",
  calls: "Llamadas",
  tokensSent: "Tokens enviados",
  tokensReceived: "Tokens recibidos",
  cost: "Coste",
  noPrice: "Este modelo no tiene precio en AI_PRICES",
  generalFeedback: "Opiniones generales",
  loadingFeedback: "Cargando las opiniones…",
  noFeedbackYet: "Todavía no hay opiniones.",
  guest: "Invitado",
  screenshotSent: "Captura de pantalla enviada con esta opinión",
  updateUserInfo: "Actualizar los datos de un usuario",
  username: "Nombre de usuario",
  password: "Contraseña",
  confirmPassword: "Confirmar la contraseña",
  emailOptional: "Correo electrónico (opcional)",
  emailOnlyForReset: "Solo se usa para restablecer la contraseña.",
  updateUser: "Actualizar usuario",
  shortDateTime: (date: Date) => date.toLocaleString("es", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }),
  // the questions under review: reported, flagged by play, reviewed
  questionsNeedingReview: "Preguntas por revisar",
  loadingReports: "Cargando los avisos sobre preguntas…",
  noOpenReports: "No hay avisos pendientes. ¡Bien!",
  reviewedLast30Days: "Revisadas en los últimos 30 días",
  nothingReviewed: "No se ha revisado nada en los últimos 30 días.",
  reportsReviewedTable: "Avisos revisados en los últimos 30 días",
  aboutTheOption: "Sobre la opción",
  quoted: (text: string) => `«${text}»`,
  optionInFormBelow: (label: string) => ` (la ${label} en el formulario de abajo)`,
  optionSinceChanged: " (cambiada o quitada desde entonces)",
  reportedBy: "Enviado por",
  questionGone: "Esta pregunta ya no existe.",
  quizColumn: "Cuestionario",
  questionColumn: "Pregunta",
  reportColumn: "Aviso",
  reviewedBy: "Revisado por",
  reviewed: "Revisado",
  flaggedByPlay: "Señaladas por el juego",
  flaggedByPlayIntro:
    "Preguntas cuya respuesta correcta ponen en duda los mejores jugadores, o cuyo porcentaje de aciertos se aleja mucho de lo esperado para su nivel. Al corregirlas, sus cifras empiezan de cero.",
  loadingFlagged: "Cargando las preguntas que señala el juego…",
  noneFlagged: "El juego no ha señalado ninguna pregunta.",
  keeping: "Guardando…",
  keepAsIs: "Dejarla tal cual",
  keyLooksWrong: (strongAnswers: number, picks: number, option: string, keyPicks: number, key: string) =>
    `La respuesta correcta parece errónea: de ${number(strongAnswers)} respuestas del mejor cuarto de jugadores, ${number(picks)} eligieron «${option}» y ${number(keyPicks)} la respuesta dada por correcta, «${key}».`,
  levelOff: (tooHard: boolean, share: string, level: string, low: string, high: string) =>
    `${tooHard ? "Demasiado difícil" : "Demasiado fácil"} para su nivel: ${share} de aciertos; en ${level} se espera que acierten entre el ${low} y el ${high} de los jugadores.`,
  // how a question fares in play
  loadingFigures: "Cargando cómo le ha ido en el juego…",
  inPlay: "En el juego",
  notAnsweredInPlay: "En el juego: nadie la ha respondido todavía (desde su última corrección).",
  keptAsItIsBy: "La dejó tal cual",
  keptOn: "el",
  keptWhen: (answered: number) => `, cuando ${answered === 1 ? "la había respondido 1 jugador" : `la habían respondido ${number(answered)} jugadores`}.`,
  inPlayAnsweredBy: "En el juego: respondida por",
  playersComma: (answered: number) => `${answered === 1 ? "jugador" : "jugadores"},`,
  correctByQuarter: (strongest: number, strongestAnswered: number, weakest: number, weakestAnswered: number) =>
    `de aciertos. Mejor cuarto: ${number(strongest)} de ${number(strongestAnswered)} aciertos; peor cuarto: ${number(weakest)} de ${number(weakestAnswered)}.`,
  picksOfEachOption: "Elecciones de cada opción",
  optionColumn: "Opción",
  pickedBy: "Elegida por",
  strongestQuarter: "Mejor cuarto",
  weakestQuarter: "Peor cuarto",
  keyBadge: " (correcta)",
  // a question's history
  history: "Historial",
  loadingHistory: "Cargando el historial…",
  droppedWhenMade: "Descartadas al crear el cuestionario",
  droppedWhy: (count: number) => ` (${number(count)}): la comprobación de las respuestas no eligió la respuesta que se daba por correcta.`,
  notEditedYet: "Todavía sin cambios.",
  emptyField: "(vacío)",
  // correcting a question
  updateQuestion: "Actualizar la pregunta",
  questionField: "Pregunta",
  statement: "Afirmación",
  optionsPickCorrect: "Opciones (marca la correcta)",
  optionIsCorrect: (letter: string) => `La opción ${letter} es la correcta`,
  optionNamed: (label: string) => `Opción ${label}`,
  correctAnswer: "Respuesta correcta",
  explanation: "Explicación",
  explanationOptional: "Explicación (opcional)",
  kindStays: (kind: string) => `Una pregunta de tipo «${kind}»; sigue siéndolo.`,
  listLegends: {
    type_answer: "Respuestas aceptadas (las casillas en blanco se descartan)",
    order: "Elementos, en el orden correcto (las casillas en blanco se descartan)",
    poll: "Opciones (las casillas en blanco se descartan)",
  },
  acceptedAnswerBox: (n: number) => `Respuesta aceptada ${number(n)}${n === 1 ? " (la que se muestra como respuesta)" : ""}`,
  itemBox: (n: number) => `Elemento ${number(n)}${n === 1 ? " (el primero)" : ""}`,
  statementIs: "La afirmación es",
  trueWord: "Verdadera",
  falseWord: "Falsa",
  forgive: "Perdonar",
  forgiveCase: "Mayúsculas",
  forgiveAccents: "Tildes",
  forgiveTypos: "Pequeñas erratas",
  slider: "Control deslizante",
  lowestNumber: "Número más bajo",
  highestNumber: "Número más alto",
  step: "Paso",
  answer: "Respuesta",
  margin: "Margen (a esta distancia de la respuesta ya no hay puntos)",
  unitOptional: "Unidad (opcional)",
  // the question form's checks
  enterQuestion: "Escribe la pregunta.",
  enterExplanation: "Escribe la explicación.",
  needTwoOptions: "Una pregunta necesita al menos dos opciones.",
  optionsDifferent: "Cada opción tiene que ser distinta.",
  enterAccepted: "Escribe al menos una respuesta aceptada.",
  acceptedDifferent: "Cada respuesta aceptada tiene que ser distinta.",
  itemsAtLeast: (n: number) => `Pon al menos ${number(n)} elementos en orden.`,
  itemsDifferent: "Cada elemento tiene que ser distinto.",
  pollTwoOptions: "Una encuesta necesita al menos dos opciones.",
  sliderNumbersRequired: "Escribe el número más bajo y el más alto del control deslizante, su paso, la respuesta y el margen.",
  highestAboveLowest: "El número más alto tiene que ser mayor que el más bajo.",
  stepAboveZero: "El paso tiene que ser mayor que 0.",
  answerOnSlider: "La respuesta tiene que estar en el control deslizante, entre su número más bajo y el más alto.",
  marginNotNegative: "El margen no puede ser menor que 0.",
}
