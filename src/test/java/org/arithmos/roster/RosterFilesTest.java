package org.arithmos.roster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.arithmos.roster.ImportException.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The two formats read from the sample files in src/test/resources/roster, and every kind of bad file refused. */
class RosterFilesTest {

    @ParameterizedTest
    @ValueSource(strings = {"simple-fr-bom.csv", "simple-en-1252.csv", "simple-it-ids.csv"})
    void aSimpleListInAnyOfItsLanguagesEncodingsAndSeparatorsGivesThirtyPupilsInTwoClasses(String file) {
        Roster roster = RosterFiles.read(List.of(sample(file)));
        assertThat(roster.format()).isEqualTo(Roster.Format.SIMPLE_CSV);
        assertThat(roster.source()).isEqualTo("csv");
        assertThat(roster.pupils()).hasSize(30);
        assertThat(roster.classes()).extracting(Roster.RosterClass::name).containsExactly("CE2 A", "CE2 B");
        assertThat(roster.pupils().getFirst()).extracting(Roster.RosterPupil::firstName, Roster.RosterPupil::lastName)
                .containsExactly("Léa", "Martin");
        assertThat(roster.pupils()).extracting(Roster.RosterPupil::firstName).contains("Raphaël", "Maëlys", "Éloïse");
        assertThat(roster.parentEmails()).isEqualTo(10);
    }

    @Test
    void anIdColumnIsThePupilsIdentifierElseTheirNamesAre() {
        assertThat(RosterFiles.read(List.of(sample("simple-it-ids.csv"))).pupils().getFirst().sourceId()).isEqualTo("id:S000");
        assertThat(RosterFiles.read(List.of(sample("simple-fr-bom.csv"))).pupils().getFirst().sourceId())
                .isEqualTo("name:léa|martin");
    }

    @Test
    void quotedCellsHoldSeparatorsQuotesAndLineBreaks() {
        Roster roster = read("class,first name,last name\n\"CM1, blue\",\"Jean \"\"Jo\"\"\",\"Dupont\nLeroy\"\n");
        assertThat(roster.pupils().getFirst()).extracting(Roster.RosterPupil::firstName, Roster.RosterPupil::lastName)
                .containsExactly("Jean \"Jo\"", "Dupont Leroy");
        assertThat(roster.classes().getFirst().name()).isEqualTo("CM1, blue");
    }

    @Test
    void oneRosterAsAZipOrAsFourFilesGivesThirtyPupilsInTheirHomeroomClasses() {
        Roster zipped = RosterFiles.read(List.of(sample("oneroster.zip")));
        List<UploadedFile> separate = new ArrayList<>();
        for (String name : List.of("orgs.csv", "classes.csv", "users.csv", "enrollments.csv")) {
            separate.add(sample("oneroster/" + name));
        }
        Roster loose = RosterFiles.read(separate);
        assertThat(loose).isEqualTo(zipped);
        assertThat(zipped.format()).isEqualTo(Roster.Format.ONEROSTER);
        assertThat(zipped.source()).isEqualTo("oneroster:sch-1");
        assertThat(zipped.pupils()).hasSize(30).allMatch(p -> !p.classSourceId().equals("cls-3"));
        assertThat(zipped.pupils().getFirst()).isEqualTo(new Roster.RosterPupil("u-0", "Léa", "Martin", "cls-1"));
        assertThat(zipped.classes()).extracting(Roster.RosterClass::name).containsExactly("CM1 Dolphins", "CM1 Otters");
        assertThat(zipped.classes().getFirst().teacherLogins()).containsExactly("c.martin", "c.martin@example.org");
        assertThat(zipped.skipped()).isEqualTo(3); // two teachers and a parent
    }

    @Test
    void oneRosterRowsToBeDeletedAreLeftOut() {
        String users = text("oneroster/users.csv").replace("u-1,,", "u-1,tobedeleted,");
        Roster roster = RosterFiles.read(List.of(sample("oneroster/orgs.csv"), sample("oneroster/classes.csv"),
                new UploadedFile("users.csv", users.getBytes(StandardCharsets.UTF_8)), sample("oneroster/enrollments.csv")));
        assertThat(roster.pupils()).hasSize(29).noneMatch(p -> p.sourceId().equals("u-1"));
    }

    @Test
    void badFilesAreRefusedSayingWhy() {
        refused(List.of(), Problem.NO_FILE);
        refused("", Problem.EMPTY_FILE);
        refused("\uFEFF  \n", Problem.EMPTY_FILE);
        refused("class,first name,last name\n", Problem.EMPTY_FILE);
        refused("class|first name|last name\nA|Léa|M\n", Problem.NO_SEPARATOR);
        refused("class\tfirst name\tlast name\nA\tLéa\tM\n", Problem.NO_SEPARATOR);
        assertThatThrownBy(() -> read("classe;prénom;âge\nA;Léa;7\n")).isInstanceOf(ImportException.class)
                .extracting("problem", "detail").containsExactly(Problem.MISSING_COLUMNS, "@lastName|classe, prénom, âge");
        refused("class,first name,last name\nA,=HYPERLINK(\"http://x\"),M\n", Problem.FORMULA);
        refused("class,first name,last name\nA,Léa,+33\n", Problem.FORMULA);
        refused("class,first name,last name\nA,\"  @SUM(1)\",M\n", Problem.FORMULA);
        refused("class,first name,last name\nA,-Léa,M\n", Problem.FORMULA);
        refused("class,first name,last name\nA,Léa,M\nB,léa,m\n", Problem.DUPLICATE_ID);
        refused("class,first name,last name,id\nA,Léa,M,7\nB,Zoé,N,7\n", Problem.DUPLICATE_ID);
        refused("class,first name,last name\nA,,M\n", Problem.EMPTY_CELL);
        refused("class,first name,last name\nA,Léa,M,extra\n", Problem.BAD_ROW);
        refused("class,first name,last name\nA,\"Léa,M\n", Problem.BAD_ROW);
        refused("class,first name,last name\nA,Léa," + "x".repeat(61) + "\n", Problem.NAME_TOO_LONG);
        refused("class,first name,last name\n" + "C".repeat(81) + ",Léa,M\n", Problem.NAME_TOO_LONG);
        refused("sourcedId,role,givenName,familyName\nu1,student,Léa,M\n", Problem.MISSING_ONEROSTER_FILES);
    }

    @Test
    void encodingsThatAreNeitherUtf8NorWindows1252AreRefused() {
        byte[] utf16 = "\uFEFFclass,first name,last name\nA,Léa,M\n".getBytes(StandardCharsets.UTF_16LE);
        refused(new UploadedFile("l.csv", utf16), Problem.UNKNOWN_ENCODING);
        byte[] undefinedIn1252 = {'c', 'l', 'a', 's', 's', ',', 'a', ',', 'b', '\n', 'A', ',', (byte) 0x81, ',', 'c'};
        refused(new UploadedFile("l.csv", undefinedIn1252), Problem.UNKNOWN_ENCODING);
        byte[] bomThenLatin1 = concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                "class,first name,last name\nA,Léa,M\n".getBytes(Charset.forName("windows-1252")));
        refused(new UploadedFile("l.csv", bomThenLatin1), Problem.UNKNOWN_ENCODING);
        refused(new UploadedFile("l.csv", new byte[] {'a', 0, 'b', ',', 'c'}), Problem.NOT_CSV);
    }

    @Test
    void aFileOverTheLimitIsRefusedBeforeItIsDecoded() {
        refused(new UploadedFile("big.csv", new byte[RosterFiles.MAX_BYTES + 1]), Problem.TOO_LARGE);
    }

    @Test
    void zipsThatHoldNoCsvOrUnpackTooMuchAreRefused() throws IOException {
        refused(new UploadedFile("book.xlsx", zip("xl/workbook.xml", new byte[10])), Problem.NOT_CSV);
        refused(new UploadedFile("bomb.zip", zip("users.csv", new byte[RosterFiles.MAX_BYTES + 1])), Problem.TOO_LARGE);
        refused(new UploadedFile("broken.zip", new byte[] {'P', 'K', 3, 4, 1, 2, 3}), Problem.BAD_ZIP);
    }

    @Test
    void oneRosterFilesMissingOrOfAnotherSchoolAreRefused() {
        refused(List.of(sample("oneroster/users.csv"), sample("oneroster/enrollments.csv")),
                Problem.MISSING_ONEROSTER_FILES);
        String otherSchool = text("oneroster/classes.csv").replace("Room 2,sch-1", "Room 2,sch-9");
        refused(List.of(sample("oneroster/orgs.csv"), new UploadedFile("classes.csv", otherSchool.getBytes(StandardCharsets.UTF_8)),
                sample("oneroster/users.csv"), sample("oneroster/enrollments.csv")), Problem.CLASS_OF_ANOTHER_SCHOOL);
        String twoSchools = text("oneroster/orgs.csv") + "sch-2,,2026-09-01T08:00:00Z,École du Port,school,,dist-1\r\n";
        refused(List.of(new UploadedFile("orgs.csv", twoSchools.getBytes(StandardCharsets.UTF_8)),
                sample("oneroster/classes.csv"), sample("oneroster/users.csv"), sample("oneroster/enrollments.csv")),
                Problem.SEVERAL_SCHOOLS);
        String noRole = text("oneroster/users.csv").replace(",role,", ",kind,");
        refused(List.of(sample("oneroster/orgs.csv"), sample("oneroster/classes.csv"),
                new UploadedFile("users.csv", noRole.getBytes(StandardCharsets.UTF_8)), sample("oneroster/enrollments.csv")),
                Problem.MISSING_COLUMNS);
    }

    private static void refused(String csv, Problem problem) {
        refused(new UploadedFile("list.csv", csv.getBytes(StandardCharsets.UTF_8)), problem);
    }

    private static void refused(UploadedFile file, Problem problem) {
        refused(List.of(file), problem);
    }

    private static void refused(List<UploadedFile> files, Problem problem) {
        assertThatThrownBy(() -> RosterFiles.read(files)).isInstanceOf(ImportException.class)
                .extracting("problem").isEqualTo(problem);
    }

    private static Roster read(String csv) {
        return RosterFiles.read(List.of(new UploadedFile("list.csv", csv.getBytes(StandardCharsets.UTF_8))));
    }

    static UploadedFile sample(String path) {
        try (InputStream in = RosterFilesTest.class.getResourceAsStream("/roster/" + path)) {
            return new UploadedFile(path.substring(path.lastIndexOf('/') + 1), in.readAllBytes());
        } catch (IOException e) {
            throw new IllegalStateException(path, e);
        }
    }

    static String text(String path) {
        return new String(sample(path).bytes(), StandardCharsets.UTF_8);
    }

    private static byte[] zip(String name, byte[] content) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(name));
            zip.write(content);
            zip.closeEntry();
        }
        return out.toByteArray();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
