/**
 * What the demo clips show and say (scripts/make-demo-clips.ts): two lessons of each demo course, a
 * title card and three points each, in English with Spanish captions. The points are the lessons'
 * own key points (src/db/seed/courses).
 */
export interface ClipText {
  en: string;
  es: string;
}

export interface ClipContent {
  courseSlug: string;
  lessonId: string;
  title: ClipText;
  points: [ClipText, ClipText, ClipText];
}

export const demoClips: ClipContent[] = [
  {
    courseSlug: "carpentry-foundations",
    lessonId: "95a0c0dd-a4e4-493c-98c0-c03b03ff9271",
    title: { en: "Why Safety Comes First", es: "Por qué la seguridad es lo primero" },
    points: [
      {
        en: "Wear safety glasses any time a tool is running, even if you're just watching.",
        es: "Usa gafas de seguridad siempre que una herramienta esté encendida, aunque solo estés mirando.",
      },
      {
        en: "Hearing loss is permanent: earplugs cost a few dollars.",
        es: "La pérdida de audición es permanente: los tapones cuestan unos pocos dólares.",
      },
      {
        en: "Never wear gloves near a spinning blade or bit.",
        es: "Nunca uses guantes cerca de una hoja o broca que gira.",
      },
    ],
  },
  {
    courseSlug: "carpentry-foundations",
    lessonId: "895ef1b9-0d73-4c9f-9f09-0edd700580fb",
    title: { en: "Power Tool Safety Rules", es: "Reglas de seguridad con herramientas eléctricas" },
    points: [
      {
        en: "Unplug the tool before you change a blade or a bit.",
        es: "Desenchufa la herramienta antes de cambiar una hoja o una broca.",
      },
      {
        en: "Clamp your work down: keep both hands free to control the tool.",
        es: "Sujeta la pieza con prensas: deja las dos manos libres para controlar la herramienta.",
      },
      {
        en: "Let the blade stop completely before you set the tool down.",
        es: "Deja que la hoja se detenga por completo antes de soltar la herramienta.",
      },
    ],
  },
  {
    courseSlug: "urban-gardening",
    lessonId: "23f2b0d4-cf25-4006-b787-775e6d5d75cf",
    title: { en: "Reading Sunlight and Space", es: "Cómo leer la luz del sol y el espacio" },
    points: [
      {
        en: "Most vegetables need six to eight hours of direct sun a day.",
        es: "La mayoría de las hortalizas necesita de seis a ocho horas de sol directo al día.",
      },
      {
        en: "Watch your space at morning, noon and afternoon before you plant.",
        es: "Observa tu espacio por la mañana, al mediodía y por la tarde antes de plantar.",
      },
      {
        en: "Leafy greens and herbs still grow well in partial shade.",
        es: "Las hojas verdes y las hierbas crecen bien incluso con sombra parcial.",
      },
    ],
  },
  {
    courseSlug: "urban-gardening",
    lessonId: "8a460921-f286-4d2e-9dfa-f215739e19bd",
    title: {
      en: "Containers, Raised Beds and Vertical Growing",
      es: "Macetas, camas elevadas y cultivo vertical",
    },
    points: [
      {
        en: "Every container needs drainage holes in the bottom.",
        es: "Toda maceta necesita agujeros de drenaje en el fondo.",
      },
      {
        en: "Raised beds warm up early in spring and keep the soil loose.",
        es: "Las camas elevadas se calientan antes en primavera y mantienen la tierra suelta.",
      },
      {
        en: "Grow up, not out: trellises turn a wall into garden space.",
        es: "Cultiva hacia arriba: un enrejado convierte una pared en huerto.",
      },
    ],
  },
  {
    courseSlug: "money-moves",
    lessonId: "4dbc34a0-c462-44e5-826a-33c411915437",
    title: { en: "Income, Needs and Wants", es: "Ingresos, necesidades y deseos" },
    points: [
      {
        en: "Plan with your take-home pay, not the number before taxes.",
        es: "Planifica con tu sueldo neto, no con la cifra antes de impuestos.",
      },
      {
        en: "Needs keep you safe and working: housing, food, transport.",
        es: "Las necesidades te mantienen a salvo y trabajando: vivienda, comida, transporte.",
      },
      {
        en: "Wants are fine, once the needs are paid for.",
        es: "Los deseos están bien, una vez pagadas las necesidades.",
      },
    ],
  },
  {
    courseSlug: "money-moves",
    lessonId: "b36077cc-fb25-4404-826c-9c24b3b79d16",
    title: { en: "Building a 50/30/20 Budget", es: "Cómo armar un presupuesto 50/30/20" },
    points: [
      { en: "50% of take-home pay for needs.", es: "El 50 % del sueldo neto para las necesidades." },
      { en: "30% for wants.", es: "El 30 % para los deseos." },
      {
        en: "20% for savings and paying down debt, first thing on payday.",
        es: "El 20 % para ahorrar y pagar deudas, lo primero el día de pago.",
      },
    ],
  },
  {
    courseSlug: "auto-mechanics-101",
    lessonId: "7fe32d34-a482-4504-82b8-897665a4163e",
    title: { en: "Shop Safety and Lifting a Vehicle", es: "Seguridad en el taller y cómo levantar un vehículo" },
    points: [
      {
        en: "Lift only at the manufacturer's lift points.",
        es: "Levanta el vehículo solo por los puntos de apoyo del fabricante.",
      },
      {
        en: "Never work under a car held up by a jack alone: use jack stands.",
        es: "Nunca trabajes bajo un auto sostenido solo por un gato: usa soportes.",
      },
      {
        en: "Chock the wheels that stay on the ground.",
        es: "Calza las ruedas que quedan en el suelo.",
      },
    ],
  },
  {
    courseSlug: "auto-mechanics-101",
    lessonId: "69a3dd90-44d9-42cb-9713-d25fd3a0b090",
    title: { en: "How a Car Works: The Big Systems", es: "Cómo funciona un auto: los grandes sistemas" },
    points: [
      {
        en: "The engine turns fuel and air into motion.",
        es: "El motor convierte el combustible y el aire en movimiento.",
      },
      {
        en: "The drivetrain carries that motion to the wheels.",
        es: "La transmisión lleva ese movimiento a las ruedas.",
      },
      {
        en: "Brakes, steering and suspension keep it under control.",
        es: "Los frenos, la dirección y la suspensión lo mantienen bajo control.",
      },
    ],
  },
  {
    courseSlug: "culinary-basics",
    lessonId: "396c45dd-d731-440b-b08a-05e4a32a43e8",
    title: { en: "The Temperature Danger Zone", es: "La zona de temperatura peligrosa" },
    points: [
      {
        en: "Bacteria grow fastest between 41 °F and 135 °F (5 °C to 57 °C).",
        es: "Las bacterias crecen más rápido entre 41 °F y 135 °F (5 °C a 57 °C).",
      },
      {
        en: "Keep cold food cold and hot food hot.",
        es: "Mantén fría la comida fría y caliente la comida caliente.",
      },
      {
        en: "Food left in the zone for four hours goes in the trash.",
        es: "La comida que pasa cuatro horas en esa zona va a la basura.",
      },
    ],
  },
  {
    courseSlug: "culinary-basics",
    lessonId: "b7bfb357-235a-4ee3-9b75-6e5bb2be7482",
    title: {
      en: "Cross-Contamination, Handwashing and Allergens",
      es: "Contaminación cruzada, lavado de manos y alérgenos",
    },
    points: [
      {
        en: "Wash your hands for 20 seconds with soap and warm water.",
        es: "Lávate las manos durante 20 segundos con jabón y agua tibia.",
      },
      {
        en: "Use separate boards for raw meat and ready-to-eat food.",
        es: "Usa tablas distintas para la carne cruda y la comida lista para comer.",
      },
      {
        en: "Know the major allergens, and never guess about an ingredient.",
        es: "Conoce los alérgenos principales y nunca adivines un ingrediente.",
      },
    ],
  },
  {
    courseSlug: "electrical-basics",
    lessonId: "93c0f464-d838-4358-8c14-c845055457dd",
    title: { en: "Voltage, Current and Resistance", es: "Voltaje, corriente y resistencia" },
    points: [
      {
        en: "Voltage is the push, measured in volts.",
        es: "El voltaje es el empuje, y se mide en voltios.",
      },
      {
        en: "Current is the flow, measured in amps.",
        es: "La corriente es el flujo, y se mide en amperios.",
      },
      {
        en: "Resistance slows the flow, measured in ohms.",
        es: "La resistencia frena el flujo, y se mide en ohmios.",
      },
    ],
  },
  {
    courseSlug: "electrical-basics",
    lessonId: "eec3b1ba-7b06-44c7-aa93-e7bb08b56488",
    title: { en: "Ohm's Law in Practice", es: "La ley de Ohm en la práctica" },
    points: [
      {
        en: "Volts equal amps times ohms: V = I × R.",
        es: "Los voltios son amperios por ohmios: V = I × R.",
      },
      {
        en: "Double the resistance and the current is cut in half.",
        es: "Si duplicas la resistencia, la corriente se reduce a la mitad.",
      },
      {
        en: "Always test that a circuit is dead before you touch it.",
        es: "Comprueba siempre que un circuito no tenga tensión antes de tocarlo.",
      },
    ],
  },
  {
    courseSlug: "career-launch",
    lessonId: "b6fc6b70-c135-4477-bf17-752e59b31a0f",
    title: { en: "Finding Your Fit in the Trades", es: "Encuentra tu lugar en los oficios" },
    points: [
      {
        en: "Do you like working with your hands, with people, or with problems?",
        es: "¿Te gusta trabajar con las manos, con personas o resolviendo problemas?",
      },
      {
        en: "Indoors or outdoors, a team or on your own.",
        es: "Bajo techo o al aire libre, en equipo o por tu cuenta.",
      },
      {
        en: "Try a day on a job site before you choose a path.",
        es: "Pasa un día en una obra antes de elegir un camino.",
      },
    ],
  },
  {
    courseSlug: "career-launch",
    lessonId: "58c5c126-ce1c-463e-a579-a8a374aa5f90",
    title: { en: "Transferable Skills You Already Have", es: "Habilidades que ya tienes y te sirven" },
    points: [
      {
        en: "Showing up on time is a skill employers look for.",
        es: "Llegar a tiempo es una habilidad que los empleadores buscan.",
      },
      {
        en: "Caring for family teaches planning and patience.",
        es: "Cuidar de la familia enseña a planificar y a tener paciencia.",
      },
      {
        en: "Write down three things you already do well.",
        es: "Anota tres cosas que ya haces bien.",
      },
    ],
  },
  {
    courseSlug: "digital-skills-for-trades",
    lessonId: "111b0685-be9e-4070-aa3f-2088a1162818",
    title: { en: "Cells, Rows and Formulas", es: "Celdas, filas y fórmulas" },
    points: [
      {
        en: "Each cell has an address: column letter, then row number.",
        es: "Cada celda tiene una dirección: la letra de la columna y el número de la fila.",
      },
      {
        en: "A formula starts with an equals sign.",
        es: "Una fórmula empieza con el signo igual.",
      },
      {
        en: "=B2*C2 multiplies a quantity by its price.",
        es: "=B2*C2 multiplica una cantidad por su precio.",
      },
    ],
  },
  {
    courseSlug: "digital-skills-for-trades",
    lessonId: "f0ac1dda-bf59-4c68-9d74-8a27d96c9364",
    title: {
      en: "SUM, Percentages and Absolute References",
      es: "SUMA, porcentajes y referencias absolutas",
    },
    points: [
      { en: "=SUM(D2:D10) adds up a whole column.", es: "=SUMA(D2:D10) suma una columna entera." },
      {
        en: "A percentage is a part divided by the whole.",
        es: "Un porcentaje es una parte dividida entre el total.",
      },
      {
        en: "A dollar sign, as in $F$1, keeps a reference fixed when you copy.",
        es: "El signo de dólar, como en $F$1, fija una referencia al copiar.",
      },
    ],
  },
];
