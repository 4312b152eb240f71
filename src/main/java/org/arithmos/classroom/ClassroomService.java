package org.arithmos.classroom;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.DeviceCookie;
import org.arithmos.accounts.LoginThrottle;
import org.arithmos.accounts.PupilCredentials;
import org.arithmos.classroom.persistence.ClassEntity;
import org.arithmos.classroom.persistence.ClassRepository;
import org.arithmos.classroom.persistence.LinkCodeEntity;
import org.arithmos.classroom.persistence.LinkCodeRepository;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Classes and their pupils. Who may use it: a teacher, for their own classes only (checked in every
 * method by {@link Audience}); the admin looks at every class but changes none (a class, its pupils' secrets
 * and its level are its teacher's business); anyone, for the login screen's list of names once a class code
 * is typed.
 */
@Service
public class ClassroomService {

    /** As many pupils as one list may add (a class, not a school). */
    public static final int MAX_PUPILS_AT_ONCE = 60;
    /** As long as a pupil's name may be (accounts keeps the same limit). */
    public static final int MAX_PUPIL_NAME = 40;

    private final ClassRepository classes;
    private final LinkCodeRepository linkCodes;
    private final AccountService accounts;
    private final Audience audience;
    private final Levels levels;
    private final CurrentUser user;
    private final Clock clock;
    private final LoginThrottle throttle;
    private final ClassCodeThrottle codeThrottle;
    private final Codes codes = new Codes();

    ClassroomService(ClassRepository classes, LinkCodeRepository linkCodes, AccountService accounts, Audience audience,
                     Levels levels, CurrentUser user, Clock clock, LoginThrottle throttle,
                     ClassCodeThrottle codeThrottle) {
        this.codeThrottle = codeThrottle;
        this.throttle = throttle;
        this.classes = classes;
        this.linkCodes = linkCodes;
        this.accounts = accounts;
        this.audience = audience;
        this.levels = levels;
        this.user = user;
        this.clock = clock;
    }

    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public SchoolClass createClass(String name) {
        String clean = cleanName(name);
        String code;
        do {
            code = codes.classCode();
        } while (classes.findByCode(code).isPresent());
        ClassEntity e = classes.save(new ClassEntity(user.require().id(), clean, code, clock.instant()));
        levels.createFor(e.id());
        return view(e);
    }

    /**
     * A class with a chosen code. A code that can be guessed ({@link Codes#guessable}) is refused, except for
     * the first class of an empty school: the demo school's, whose code the README prints anyway.
     */
    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public SchoolClass createClassWithCode(String name, String code) {
        String clean = Codes.normalize(code);
        if (clean.length() < 4 || classes.findByCode(clean).isPresent()) {
            throw new ClassroomException(ClassroomException.Problem.BAD_NAME);
        }
        if (Codes.guessable(clean) && classes.count() > 0) {
            throw new ClassroomException(ClassroomException.Problem.GUESSABLE_CODE, clean);
        }
        ClassEntity e = classes.save(new ClassEntity(user.require().id(), cleanName(name), clean, clock.instant()));
        levels.createFor(e.id());
        return view(e);
    }

    /** The teacher's own classes, open ones first, then by name. */
    @PreAuthorize("hasRole('TEACHER')")
    @Transactional(readOnly = true)
    public List<SchoolClass> myClasses() {
        return classes.findByTeacherIdOrderByArchivedAscNameAsc(user.require().id()).stream().map(this::view).toList();
    }

    /** Every class of the school, for the admin, open ones first, then by name. */
    @PreAuthorize("hasRole('ADMIN')")
    @Transactional(readOnly = true)
    public List<SchoolClass> allClasses() {
        return classes.findAllByOrderByArchivedAscNameAsc().stream().map(this::view).toList();
    }

    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public SchoolClass get(long classId) {
        return view(audience.ownClass(classId));
    }

    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public SchoolClass rename(long classId, String name) {
        ClassEntity e = audience.ownClass(classId);
        e.rename(cleanName(name));
        return view(e);
    }

    /** An archived class keeps its pupils' history but its code no longer logs anyone in. */
    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public SchoolClass archive(long classId, boolean archived) {
        ClassEntity e = audience.ownClass(classId);
        e.archive(archived);
        return view(e);
    }

    /** One pupil; refused when the name is empty, too long, or already a classmate's. */
    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public PupilCredentials addPupil(long classId, String displayName) {
        return addPupils(classId, List.of(displayName == null ? "" : displayName)).getFirst();
    }

    /**
     * Pupils from a list of names, one per line ({@link PupilNames}: a comma stays in the name). All or none:
     * a name that is too long or twice (in the list, or already in the class) refuses the whole list, saying which.
     */
    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public List<PupilCredentials> addPupils(long classId, String names) {
        return addPupils(classId, PupilNames.fromList(names));
    }

    private List<PupilCredentials> addPupils(long classId, List<String> typed) {
        ClassEntity e = audience.ownClass(classId);
        List<String> list = typed.stream().map(ClassroomService::cleanPupilName).filter(s -> !s.isEmpty()).toList();
        if (list.isEmpty()) {
            throw new ClassroomException(ClassroomException.Problem.NO_PUPILS);
        }
        if (list.size() > MAX_PUPILS_AT_ONCE) {
            throw new ClassroomException(ClassroomException.Problem.TOO_MANY_PUPILS, Integer.toString(list.size()));
        }
        list.stream().filter(name -> name.length() > MAX_PUPIL_NAME).findFirst().ifPresent(name -> {
            throw new ClassroomException(ClassroomException.Problem.BAD_PUPIL_NAME, name);
        });
        List<Account> present = accounts.pupilsOf(e.id());
        Set<String> taken = new HashSet<>(present.stream().map(a -> nameKey(a.displayName())).toList());
        Set<String> twice = new LinkedHashSet<>();
        for (String name : list) {
            if (!taken.add(nameKey(name))) {
                twice.add(name);
            }
        }
        if (!twice.isEmpty()) {
            throw new ClassroomException(ClassroomException.Problem.DUPLICATE_NAME, String.join(", ", twice));
        }
        int face = present.size();
        List<PupilCredentials> out = new ArrayList<>();
        for (String name : list) {
            out.add(accounts.createPupil(e.id(), name, face++));
        }
        return out;
    }

    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public List<Account> pupils(long classId) {
        return accounts.pupilsOf(audience.ownClass(classId).id());
    }

    /** The class's pupils whose pictures were got wrong many times lately (someone may be guessing). */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    @Transactional(readOnly = true)
    public Set<Long> manyWrongTries(long classId) {
        return throttle.manyWrongTries(accounts.pupilsOf(audience.ownClass(classId).id()).stream().map(Account::id).toList());
    }

    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public Account renamePupil(long pupilId, String displayName) {
        Account pupil = audience.ownPupil(pupilId);
        String name = cleanPupilName(displayName);
        if (name.isEmpty() || name.length() > MAX_PUPIL_NAME) {
            throw new ClassroomException(ClassroomException.Problem.BAD_PUPIL_NAME, name);
        }
        boolean taken = accounts.pupilsOf(pupil.classId()).stream()
                .anyMatch(a -> a.id() != pupilId && nameKey(a.displayName()).equals(nameKey(name)));
        if (taken) {
            throw new ClassroomException(ClassroomException.Problem.DUPLICATE_NAME, name);
        }
        return accounts.renamePupil(pupilId, name);
    }

    /** A new picture secret for a pupil who forgot theirs (their failed tries are forgotten too). */
    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public LoginCard resetSecret(long pupilId) {
        Account pupil = audience.ownPupil(pupilId);
        ClassEntity c = audience.ownClass(pupil.classId());
        return new LoginCard(pupil.id(), pupil.displayName(), pupil.face(), c.name(), c.code(),
                accounts.resetPictureSecret(pupilId));
    }

    /** Every pupil's login card, to print for the class at once. */
    @PreAuthorize("hasRole('TEACHER')")
    @Transactional(readOnly = true)
    public List<LoginCard> loginCards(long classId) {
        ClassEntity c = audience.ownClass(classId);
        return accounts.pupilsOf(c.id()).stream().map(p -> new LoginCard(p.id(), p.displayName(), p.face(), c.name(),
                c.code(), accounts.pictureSecretOf(p.id()))).toList();
    }

    /** The codes to give each pupil's parents, created when first asked for. */
    @PreAuthorize("hasRole('TEACHER')")
    @Transactional
    public List<ParentCard> parentCards(long classId) {
        ClassEntity c = audience.ownClass(classId);
        return accounts.pupilsOf(c.id()).stream()
                .map(p -> new ParentCard(p.id(), p.displayName(), c.name(), linkCodeOf(p.id()))).toList();
    }

    private String linkCodeOf(long pupilId) {
        return linkCodes.findByPupilId(pupilId).map(LinkCodeEntity::code).orElseGet(() -> {
            String code;
            do {
                code = codes.linkCode();
            } while (linkCodes.existsById(code));
            return linkCodes.save(new LinkCodeEntity(code, pupilId, clock.instant())).code();
        });
    }

    /**
     * The login screen, once a class code is typed: the class's pupils' names and faces. Wrong codes are
     * counted per browser and address range ({@link ClassCodeThrottle}); past them, the code is not even
     * looked at and {@link ClassCodeWaitException} says how long to wait.
     */
    @PreAuthorize("permitAll()")
    @Transactional(readOnly = true)
    public Optional<ClassLogin> classLogin(String typedCode) {
        if (!DeviceCookie.inRequest()) {
            // No browser or address to count against (e.g. a message over a push connection): counting them
            // all as one would soon stop every pupil, so only plain HTTP requests are counted.
            return classLoginByCode(Codes.normalize(typedCode));
        }
        String device = DeviceCookie.current();
        String address = DeviceCookie.currentAddress();
        codeThrottle.waitBefore(device, address, throttle.schoolComputer(device)).ifPresent(wait -> {
            throw new ClassCodeWaitException(wait);
        });
        Optional<ClassLogin> found = classLoginByCode(Codes.normalize(typedCode));
        if (found.isEmpty()) {
            codeThrottle.failed(device, address);
        }
        return found;
    }

    /** The login screen again after a wrong try: the class of the pupil with this handle. */
    @PreAuthorize("permitAll()")
    @Transactional(readOnly = true)
    public Optional<ClassLogin> classLoginOf(String handle) {
        return accounts.pupilByHandle(handle).flatMap(p -> classes.findById(p.classId()))
                .flatMap(c -> classLoginByCode(c.code()));
    }

    private Optional<ClassLogin> classLoginByCode(String code) {
        return classes.findByCode(code).filter(c -> !c.archived())
                .map(c -> new ClassLogin(c.name(), c.code(), accounts.pupilsOf(c.id()).stream()
                        .map(p -> new ClassLogin.Pupil(p.id(), p.displayName(), p.face(), p.username())).toList()));
    }

    private SchoolClass view(ClassEntity e) {
        return new SchoolClass(e.id(), e.teacherId(), e.name(), e.code(), e.archived(), e.createdAt(),
                accounts.pupilsOf(e.id()).size());
    }

    private static String cleanPupilName(String name) {
        return PupilNames.clean(name);
    }

    /** Two pupils of a class cannot be told apart on the login screen if their names differ only so. */
    private static String nameKey(String name) {
        return cleanPupilName(name).toLowerCase(Locale.ROOT);
    }

    private static String cleanName(String name) {
        String clean = name == null ? "" : name.strip();
        if (clean.isEmpty() || clean.length() > 80) {
            throw new ClassroomException(ClassroomException.Problem.BAD_NAME);
        }
        return clean;
    }
}
