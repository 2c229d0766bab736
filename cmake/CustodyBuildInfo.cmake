# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The git revision of the source tree, taken when CMake configures (`git describe --always
# --dirty`), or "unknown" outside a git checkout (a source tarball). It goes into a generated
# header, custodybuildinfo.h, so that only the files that show it are rebuilt when it changes.
# A commit or checkout reconfigures (CMAKE_CONFIGURE_DEPENDS on git's HEAD log); edits alone do
# not, so "-dirty" is as of the last configure. The packaging takes the commit's time, whether
# the tree was dirty and whether HEAD is the release tag v<version> from here.
find_package(Git QUIET)
set(CUSTODY_GIT_REVISION "unknown")
set(CUSTODY_GIT_COMMIT_EPOCH "")
set(CUSTODY_GIT_SHORT_REVISION "")
set(CUSTODY_GIT_DIRTY FALSE)
set(CUSTODY_GIT_AT_RELEASE_TAG FALSE)
function(custody_git out)
    execute_process(COMMAND ${GIT_EXECUTABLE} ${ARGN}
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                    OUTPUT_VARIABLE output OUTPUT_STRIP_TRAILING_WHITESPACE
                    RESULT_VARIABLE result ERROR_QUIET)
    if(NOT result EQUAL 0)
        set(output "")
    endif()
    set(${out} "${output}" PARENT_SCOPE)
endfunction()
if(GIT_FOUND)
    custody_git(custody_git_describe describe --always --dirty)
    if(custody_git_describe)
        set(CUSTODY_GIT_REVISION "${custody_git_describe}")
        if(custody_git_describe MATCHES "-dirty$")
            set(CUSTODY_GIT_DIRTY TRUE)
        endif()
        custody_git(CUSTODY_GIT_COMMIT_EPOCH log -1 --format=%ct)
        custody_git(CUSTODY_GIT_SHORT_REVISION log -1 --format=%h)
        custody_git(custody_git_release_tag tag --points-at HEAD --list "v${PROJECT_VERSION}")
        if(custody_git_release_tag)
            set(CUSTODY_GIT_AT_RELEASE_TAG TRUE)
        endif()
        custody_git(custody_git_dir rev-parse --absolute-git-dir)
        if(EXISTS "${custody_git_dir}/logs/HEAD")
            set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
                         "${custody_git_dir}/logs/HEAD")
        endif()
    endif()
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/custodybuildinfo.h.in
               ${PROJECT_BINARY_DIR}/generated/custodybuildinfo.h @ONLY)
message(STATUS "Custody ${PROJECT_VERSION}, git revision ${CUSTODY_GIT_REVISION}")
